import StrataGenerate
import StrataModel

/// Small entry points into the generator for commands that only plan.
enum StrataGenerateFacade {
    /// Number of files a generation would produce; throws the planner's issues.
    static func plan(_ setup: ProjectSetup) throws(StrataIssues) -> Int {
        try Planner(conventions: setup.conventions).plan(setup.model).count
    }
}
