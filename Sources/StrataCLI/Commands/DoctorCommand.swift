import ArgumentParser
import Foundation
import StrataModel

struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check a project's setup: .strata.yml, conventions, layer globs, templates, cache, Swift.",
        discussion: """
            Prints what Strata sees: whether .strata.yml loads (its errors with file:line:column), the
            conventions in effect, how many files each `layers:` glob matches and which files fall in no
            layer, which templates the `templates:` folder overrides (and which it cannot use), the cache,
            and the Swift tools version. Every file is indexed once, as `strata analyze` does (cached).

            Exit status: 0 healthy, 1 problems (errors or warnings; notes do not count), 2 usage error.

            Examples:
              strata doctor
              strata doctor --project ../MyApp --no-cache
            """
    )

    @OptionGroup var location: ProjectOption

    @OptionGroup var cache: CacheOption

    @OptionGroup var logging: LoggingOptions

    func run() async throws {
        let console = logging.console
        let stopwatch = Stopwatch()
        let progress = ProgressLine(quiet: console.quiet)
        let report = await DoctorRun.run(
            project: location.url, useCache: cache.useCache, toolchain: Self.toolchain(), progress: progress.indexProgress)
        progress.finish()
        console.out(report.text)
        console.report(report.issues)
        console.detail("checked in \(stopwatch.elapsed)")
        let problems = report.issues.filter { $0.severity != .note }.count
        console.info(problems == 0 ? "healthy" : "\(problems) problem\(problems == 1 ? "" : "s")")
        if !report.isHealthy { throw ExitCode(1) }
    }

    /// `swift --version`'s first line, or nil when there is no `swift` on the PATH.
    static func toolchain() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first { $0.contains("Swift version") }.map(String.init)
    }
}
