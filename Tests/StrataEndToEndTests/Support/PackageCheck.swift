import Foundation
import Testing

/// The end-to-end proof for a temporary package: it builds with warnings as errors and no
/// warning at all, then its tests pass. Returns the test output for further checks, or nil when
/// the build failed (already recorded).
enum PackageCheck {
    static func buildAndTest(_ directory: URL, what: String) throws -> String? {
        let build = try ProcessRunner.run(["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: directory)
        #expect(build.status == 0, "\(what) does not build:\n\(build.output.suffix(6000))")
        let warnings = build.output.split(separator: "\n").filter { $0.contains("warning:") && !$0.contains("Source files for target") }
        #expect(warnings.isEmpty, "\(what) has warnings:\n\(warnings.joined(separator: "\n"))")
        guard build.status == 0 else { return nil }
        let test = try ProcessRunner.run(["swift", "test", "--skip-build"], in: directory)
        #expect(test.status == 0, "the tests of \(what) fail:\n\(failures(in: test.output))\n…\n\(test.output.suffix(3000))")
        return test.output
    }

    /// The lines that say what failed (Swift Testing's issues, XCTest's errors), wherever they are
    /// in a long output: the end alone often holds only the summary.
    static func failures(in output: String) -> String {
        let lines = output.split(separator: "\n").filter { $0.contains("recorded an issue") || $0.contains("error:") || $0.contains("✘ Test case") }
        return lines.prefix(120).joined(separator: "\n")
    }
}
