import StrataModel
import StrataSpec

/// One input: loaded as a feature spec and as a `.strata.yml`. Loading must end (libFuzzer's
/// `-timeout` catches a stall), never trap, and every issue it reports must have a position in the
/// input or none at all.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ start: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    func check(_ issues: [StrataIssue], file: String) {
        precondition(!issues.isEmpty, "a refusal with no issue")
        for issue in issues {
            guard let location = issue.location, location.file == file else { continue }
            precondition(location.line >= 1 && location.line <= lines + 1, "issue outside the input: \(issue)")
            precondition(location.column >= 1, "issue at column 0: \(issue)")
        }
    }
    do {
        _ = try SpecLoader(conventions: Presets.vitalArc).load(text: text, file: "fuzz.yml")
    } catch {
        check(error.issues, file: "fuzz.yml")
    }
    do {
        _ = try ConfigLoader.load(text: text, file: ".strata.yml", presetOverride: nil)
    } catch {
        check(error.issues, file: ".strata.yml")
    }
    return 0
}
