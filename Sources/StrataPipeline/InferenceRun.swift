import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel
import StrataSpec

/// index → classify → infer: the conventions of a project's own code (`strata init --infer`,
/// `strata skills export` without a `.strata.yml`).
public enum InferenceRun {
    /// Honours the `exclude` and `layers` of `config` (a file being replaced, or nil).
    public static func infer(
        root: URL, config: ProjectConfig?, useCache: Bool, progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) async throws(StrataIssues) -> (inferred: InferredConventions, files: Int) {
        var options = IndexOptions()
        // Absolute, so the cache lands in the project whatever the working directory.
        options.cacheDirectory = useCache ? root.appendingPathComponent(".strata/cache") : nil
        options.progress = progress
        var layers = LayerRules()
        if let config {
            options.excludes += config.excludes
            layers = LayerRules(globs: config.layerGlobs.map { ($0.layer, $0.glob) })
        }
        let index = try await Indexer(options: options).index(root: root)
        let model = Classifier(layers: layers).classify(index)
        return (ConventionInference.infer(model, index: index), index.files.count)
    }
}
