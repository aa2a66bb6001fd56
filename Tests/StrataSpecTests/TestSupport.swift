import Foundation
import StrataModel
import Testing

@testable import StrataSpec

/// The file name every inline spec is loaded as.
let specFile = "spec.yml"

/// Loads an inline spec under a preset (VitalArc unless told otherwise).
func load(_ text: String, conventions: Conventions = Presets.vitalArc) throws(StrataIssues) -> DomainModel {
    try SpecLoader(conventions: conventions).load(text: text, file: specFile)
}

/// The issues an inline spec produces; records a test failure when it loads cleanly.
func issues(_ text: String, conventions: Conventions = Presets.vitalArc, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [StrataIssue] {
    do {
        _ = try load(text, conventions: conventions)
        Issue.record("expected the spec to fail", sourceLocation: sourceLocation)
        return []
    } catch {
        return error.issues
    }
}

/// Asserts that `text` fails with exactly one issue, with this message, position and hint.
func expectSingleIssue(
    _ text: String, _ message: String, line: Int, column: Int, hint: String? = nil,
    conventions: Conventions = Presets.vitalArc, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let found = issues(text, conventions: conventions, sourceLocation: sourceLocation)
    #expect(found.count == 1, "issues: \(found)", sourceLocation: sourceLocation)
    guard let issue = found.first else { return }
    #expect(issue.message == message, sourceLocation: sourceLocation)
    #expect(issue.location == StrataModel.SourceLocation(file: specFile, line: line, column: column), sourceLocation: sourceLocation)
    #expect(issue.hint == hint, sourceLocation: sourceLocation)
    #expect(issue.severity == .error, sourceLocation: sourceLocation)
}

/// Loads an inline `.strata.yml`.
func loadInlineConfig(_ text: String) throws(StrataIssues) -> ProjectConfig {
    try ConfigLoader.load(text: text, file: ".strata.yml", presetOverride: nil)
}

/// The one issue an inline `.strata.yml` fails with; records a test failure when it loads cleanly
/// or fails with more than one.
func singleInlineConfigIssue(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> StrataIssue? {
    do {
        _ = try loadInlineConfig(text)
        Issue.record("expected the config to fail", sourceLocation: sourceLocation)
        return nil
    } catch {
        #expect(error.issues.count == 1, "\(error.issues)", sourceLocation: sourceLocation)
        return error.issues.first
    }
}
