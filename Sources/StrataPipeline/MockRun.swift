import Foundation
import StrataMock
import StrataModel
import StrataSpec

/// `strata mock` for the front doors: `.strata.yml` (if any) read, then the mock pipeline.
public enum MockRun {
    public static func run(_ request: MockRequest) async throws(StrataIssues) -> MockOutcome {
        let config = try ConfigLoader.load(directory: request.project, presetOverride: nil)
        let hasConfigFile = ConfigLoader.isConfigured(request.project)
        let settings = MockPipeline.Settings(
            conventions: hasConfigFile ? config.conventions : nil, excludes: config.excludes,
            layerGlobs: config.layerGlobs.map { ($0.layer, $0.glob) }, mock: config.mock)
        return try await MockPipeline.run(request, settings: settings)
    }
}
