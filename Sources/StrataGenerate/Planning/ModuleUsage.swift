import StrataModel

/// Which generated modules receive sources and tests in a run, read from where the path patterns
/// put each kind of file: the package manifest declares exactly those targets, and every test
/// module gets the mock factories and test support its tests use.
struct ModuleUsage {
    let names: SwiftNames
    let dataLayer: Bool

    private static let probe = "Probe"

    private var sourcePaths: [String] {
        var paths = [\PathPatterns.entity, \.repository, \.useCase, \.error, \.dependencyContainer].map { names.path($0, name: Self.probe) }
        if dataLayer {
            paths += [\PathPatterns.dto, \.dataSupport, \.remoteDataSource, \.localDataSource, \.repositoryImplementation, \.dataWiring]
                .map { names.path($0, name: Self.probe) }
            paths.append(names.path(\.wireSupport, or: \.dataSupport, name: Self.probe))
        }
        return paths
    }

    private var testPaths: [String] { [names.path(\.useCaseTest, name: Self.probe)] + dataTestPaths }

    private var dataTestPaths: [String] {
        guard dataLayer else { return [] }
        return [names.path(\.dataTest, name: Self.probe), names.path(\.dtoTest, or: \.dataTest, name: Self.probe)]
    }

    /// Modules with at least one source file, in dependency order.
    var withSources: [GeneratedModule] { owners(of: sourcePaths, tests: false) }

    /// Modules with at least one test file, in dependency order.
    var withTests: [GeneratedModule] { owners(of: testPaths, tests: true) }

    /// Test modules other than the domain's that hold Data-layer tests: they need their own mock factories.
    var dataTestModules: [GeneratedModule] {
        owners(of: dataTestPaths, tests: true).filter { $0 != names.modules.owner(of: names.path(\.useCaseTest, name: Self.probe)).module }
    }

    private func owners(of paths: [String], tests: Bool) -> [GeneratedModule] {
        let found = Set(paths.map { names.modules.owner(of: $0) }.filter { $0.isTest == tests }.map(\.module.name))
        return names.modules.all.filter { found.contains($0.name) }
    }
}
