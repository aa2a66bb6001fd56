import Foundation
import StrataAnalysis
import StrataIndex
import StrataPropagation
import StrataRewrite
import StrataWorkspace

/// The measured work of the `Evolve/…` benchmarks: `strata add-property` on an existing codebase
/// (index → classify → find the derived types and mappers → edit → re-parse the edited files →
/// plan the all-or-nothing write), beside a parse-only pass over the same files. Nothing is
/// written, so the corpus stays as it is between runs.
public enum EvolveWorkloads {
    /// The corpus's first feature entity, which has a DTO, a two-way mapper and tests.
    public static let entity = "Workout"

    /// Returns the number of files the edit would change (to use the result).
    public static func addProperty(_ corpus: AnalyzeWorkloads.Corpus, cacheDirectory: URL?) async throws -> Int {
        var options = IndexOptions()
        options.cacheDirectory = cacheDirectory
        let index: SourceIndex
        do { index = try await Indexer(options: options).index(root: corpus.root) } catch {
            throw Workloads.Failure("index: \(error.issues.prefix(3))")
        }
        let model = Classifier().classify(index, relations: false)
        let request = AddPropertyRequest(entities: [entity], properties: [try PropertyRequest.parse("rating:Double?")])
        let plan: EvolutionPlan
        do { plan = try AddPropertyPlanner(index: index, model: model, root: corpus.root).plan(request) } catch {
            throw Workloads.Failure("add-property: \(error.issues.prefix(3))")
        }
        let writes = try Workspace(root: corpus.root).plan(edits: plan.rewrites, newFiles: plan.newFiles)
        return writes.entries.count
    }
}
