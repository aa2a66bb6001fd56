import Foundation
import StrataModel
import Yams

/// The example specs shipped with Strata (`strata example <name>`), one per kind of feature.
public enum Examples {
    /// The names of the examples, sorted.
    public static var names: [String] { ["movies", "notifications", "workouts"] }

    /// The YAML text of an example; an unknown name is an issue listing the names.
    public static func text(named name: String) throws(StrataIssues) -> String {
        guard names.contains(name) else {
            let suggestion = Naming.suggestion(for: name, among: names).map { "did you mean `\($0)`? " } ?? ""
            throw StrataIssues([
                StrataIssue(
                    .error, at: nil, "unknown example `\(name)`",
                    hint: suggestion + "available: " + names.joined(separator: ", ")
                )
            ])
        }
        guard let url = Bundle.module.url(forResource: name, withExtension: "yml", subdirectory: "Examples") else {
            throw StrataIssues([
                StrataIssue(
                    .error, at: nil, "example `\(name)` is missing from Strata's resources",
                    hint: "reinstall Strata; its resource bundle is incomplete")
            ])
        }
        return try TextFile.read(url)
    }

    /// The example's own `summary:` line, for listings.
    public static func summary(named name: String) -> String? {
        guard let text = try? text(named: name), let root = try? Yams.compose(yaml: text) else { return nil }
        return root["summary"]?.string
    }
}
