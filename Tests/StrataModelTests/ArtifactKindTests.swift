import Foundation
import StrataModel
import Testing

/// `ArtifactKind` is the one list of generated kinds: each `PathPatterns` folder field belongs to the
/// kind of the same name, so `paths.<kind>` in `.strata.yml`, the generator's file roles and
/// `init --infer`'s folders cannot drift apart.
@Suite("Artifact kinds")
struct ArtifactKindTests {
    /// Roots and optional refinements of other kinds' folders, not kinds of their own.
    static let notKinds: Set<String> = ["sources", "tests", "dtoTest", "wireSupport"]

    /// Patterns whose every field holds its own name, so a key path shows which field it reads.
    static func labelled() throws -> (fields: Set<String>, paths: PathPatterns) {
        let fields = Set(Mirror(reflecting: Presets.all[0].paths).children.compactMap(\.label))
        let json = try JSONSerialization.data(withJSONObject: Dictionary(uniqueKeysWithValues: fields.map { ($0, $0) }))
        return (fields.subtracting(notKinds), try JSONDecoder().decode(PathPatterns.self, from: json))
    }

    @Test("Each placed kind's path pattern is the PathPatterns field of its name")
    func patternIsTheFieldOfItsName() throws {
        let (_, paths) = try Self.labelled()
        for kind in ArtifactKind.placed {
            let keyPath = try #require(kind.pathPattern)
            #expect(paths[keyPath: keyPath] == kind.rawValue)
        }
    }

    @Test("The placed kinds are exactly the folder fields of PathPatterns")
    func placedKindsAreTheFields() throws {
        #expect(Set(ArtifactKind.placed.map(\.rawValue)) == (try Self.labelled().fields))
    }
}
