import StrataGenerate
import StrataModel

/// Small entry points into the generator for commands that only plan.
enum StrataGenerateFacade {
    /// Number of files a generation would produce; throws the planner's issues.
    static func plan(_ setup: ProjectSetup, options: GenerationOptions = GenerationOptions()) throws(StrataIssues) -> Int {
        try Planner(conventions: setup.conventions).plan(setup.model, options: options).count
    }
}
