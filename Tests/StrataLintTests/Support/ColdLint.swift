import Foundation
import StrataAnalysis
import StrataIndex
import StrataLint
import StrataModel

/// Index (no cache), classify and run the engine with the default rules — lint's pipeline without
/// `LintRun`'s configuration loading — for tests that compare findings across inputs.
enum ColdLint {
    static func index(_ root: URL, styleFacts: Bool = true) async throws -> SourceIndex {
        var options = IndexOptions()
        options.cacheDirectory = nil
        options.styleFacts = styleFacts
        return try await Indexer(options: options).index(root: root)
    }

    /// `conventions`: a preset's, to turn the house-style rules on too.
    static func findings(index: SourceIndex, model: CodebaseModel, conventions: Conventions? = nil) async throws -> [Finding] {
        let configuration = try LintConfiguration.resolve(LintSettings(), conventions: conventions, statesConventions: conventions != nil)
        return await LintEngine(configuration: configuration).run(index: index, model: model).findings
    }

    static func findings(_ root: URL, styleFacts: Bool = true, conventions: Conventions? = nil) async throws -> [Finding] {
        let index = try await index(root, styleFacts: styleFacts)
        return try await findings(index: index, model: Classifier().classify(index, relations: false), conventions: conventions)
    }
}
