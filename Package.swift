// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Strata",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "strata", targets: ["strata"]),
        // `swift package strata lint|generate|analyze …` in any package that depends on Strata.
        .plugin(name: "StrataPlugin", targets: ["StrataPlugin"]),
        .library(name: "StrataModel", targets: ["StrataModel"]),
        .library(name: "StrataSpec", targets: ["StrataSpec"]),
        .library(name: "StrataGenerate", targets: ["StrataGenerate"]),
        .library(name: "StrataWorkspace", targets: ["StrataWorkspace"]),
        .library(name: "StrataIndex", targets: ["StrataIndex"]),
        .library(name: "StrataAnalysis", targets: ["StrataAnalysis"]),
        // Synthetic Clean-Architecture codebases, for the index tests and the benchmarks.
        .library(name: "StrataCorpus", targets: ["StrataCorpus"]),
        .library(name: "StrataMock", targets: ["StrataMock"]),
        .library(name: "StrataLint", targets: ["StrataLint"]),
        .library(name: "StrataPropagation", targets: ["StrataPropagation"]),
        .library(name: "StrataRewrite", targets: ["StrataRewrite"]),
        .library(name: "StrataPipeline", targets: ["StrataPipeline"]),
        .library(name: "StrataMCP", targets: ["StrataMCP"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
        // The SDK's own dependencies; named here for its Transport's `Logger` and the stdio test's file descriptors.
        .package(url: "https://github.com/apple/swift-system", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        // The vocabulary every stage speaks: the validated domain model (IR) and the house-style conventions.
        .target(name: "StrataModel"),
        // Spec files (YAML/JSON) and .strata.yml → validated DomainModel / Conventions, with source positions.
        .target(
            name: "StrataSpec",
            dependencies: ["StrataModel", "Yams"],
            resources: [.copy("Examples")]
        ),
        // Plan → render (logic-less templates) → verify (SwiftParser) of generated files.
        .target(
            name: "StrataGenerate",
            dependencies: [
                "StrataModel",
                "StrataParallel",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            resources: [.copy("Templates")]
        ),
        // Existing Swift code → SourceIndex: one parse per file, in parallel, cached by content hash.
        .target(
            name: "StrataIndex",
            dependencies: [
                "StrataModel",
                "StrataParallel",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // A deterministic generator of Clean-Architecture-style Swift projects of any size.
        .target(name: "StrataCorpus"),
        // What the indexed code is: roles, layers, relations; inventory, layer graph and reports.
        .target(name: "StrataAnalysis", dependencies: ["StrataModel", "StrataIndex", "StrataParallel"]),
        // Protocols read from syntax → mocks in the project's style (`strata mock`).
        .target(
            name: "StrataMock",
            dependencies: [
                "StrataModel", "StrataIndex", "StrataAnalysis", "StrataGenerate", "StrataWorkspace", "StrataParallel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Existing code's types, their derived types and mappers found by signature, and one property
        // carried through them (add-property, sync, the property-drift rule), with the syntax-aware edit
        // machinery every rewrite shares. Below both the linter and the generator-driven rewrites.
        .target(
            name: "StrataPropagation",
            dependencies: [
                "StrataModel", "StrataIndex", "StrataAnalysis", "StrataWorkspace",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Edits of existing code that go through the generator: add usecase, add entity, an adopted API
        // client's endpoints, a shared error enum's new cases.
        .target(
            name: "StrataRewrite",
            dependencies: [
                "StrataModel", "StrataIndex", "StrataAnalysis", "StrataWorkspace", "StrataGenerate", "StrataMock", "StrataPropagation",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Safe file I/O: manifest of what Strata wrote, all-or-nothing writes, unified diffs.
        .target(name: "StrataWorkspace", dependencies: ["StrataModel", "StrataParallel"]),
        // Synchronous work over contiguous slices on all cores (after indexing; the workspace's file I/O).
        .target(name: "StrataParallel"),
        // Architecture rules over the index: one file visit runs every rule; reporters, baseline, fixes.
        .target(
            name: "StrataLint",
            dependencies: [
                "StrataModel", "StrataIndex", "StrataAnalysis", "StrataWorkspace", "StrataPropagation", "StrataParallel",
                // Placing fixes that need a file's syntax tree (an inheritance clause, an attribute).
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Each command's pipeline as one call that returns values and prints nothing: shared by the
        // front doors (CLI, MCP server, plugin).
        .target(
            name: "StrataPipeline",
            dependencies: [
                "StrataModel", "StrataSpec", "StrataGenerate", "StrataWorkspace", "StrataIndex", "StrataAnalysis", "StrataLint", "StrataMock", "StrataPropagation", "StrataRewrite",
            ]
        ),
        // `strata mcp`: the tools of the pipeline for AI agents, over the Model Context Protocol (stdio).
        .target(
            name: "StrataMCP",
            dependencies: [
                "StrataPipeline", "StrataModel", "StrataSpec", "StrataGenerate", "StrataWorkspace", "StrataIndex", "StrataAnalysis", "StrataLint", "StrataRewrite",
                "StrataMock", "StrataPropagation",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The commands, as a library so tests can drive them without a subprocess.
        .target(
            name: "StrataCLI",
            dependencies: [
                "StrataPipeline", "StrataMCP",
                "StrataModel", "StrataSpec", "StrataGenerate", "StrataWorkspace", "StrataIndex", "StrataAnalysis", "StrataLint", "StrataMock", "StrataPropagation", "StrataRewrite",
                "Rainbow",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "strata",
            // StrataModel for `ExitTeardown`, which the entry point calls before running a one-shot command.
            dependencies: ["StrataCLI", "StrataModel", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(
            name: "StrataPlugin",
            capability: .command(
                intent: .custom(verb: "strata", description: "Run strata (lint, analyze, generate, mock, doctor…) on this package"),
                permissions: [.writeToPackageDirectory(reason: "strata writes generated files, fixes, mocks and its cache (.strata/) into the package")]
            ),
            dependencies: ["strata"]
        ),

        .testTarget(name: "StrataModelTests", dependencies: ["StrataModel"]),
        .testTarget(
            name: "StrataSpecTests",
            dependencies: [
                "StrataSpec",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "StrataGenerateTests",
            dependencies: ["StrataGenerate", "StrataSpec", "StrataWorkspace"],
            // Golden files are generated Swift: compared as text, never compiled here.
            exclude: ["Golden"]
        ),
        .testTarget(name: "StrataWorkspaceTests", dependencies: ["StrataWorkspace"]),
        .testTarget(
            name: "StrataIndexTests",
            // SwiftSyntax for the reference summary walk the raw one is compared with.
            dependencies: ["StrataIndex", "StrataCorpus", .product(name: "SwiftSyntax", package: "swift-syntax")]
        ),
        .testTarget(name: "StrataAnalysisTests", dependencies: ["StrataAnalysis", "StrataIndex", "StrataCorpus", "StrataParallel"]),
        .testTarget(
            name: "StrataLintTests",
            dependencies: ["StrataLint", "StrataCLI", "StrataSpec", "StrataIndex", "StrataAnalysis", "StrataCorpus", "StrataModel"],
            // The official SARIF 2.1.0 schema, which the SARIF reporter's output is validated against.
            resources: [.copy("Resources")]
        ),
        .testTarget(
            name: "StrataMockTests",
            dependencies: ["StrataMock", "StrataIndex", "StrataAnalysis", "StrataModel", "StrataWorkspace"],
            // Golden files are generated Swift: compared as text, never compiled here.
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "StrataRewriteTests",
            dependencies: [
                "StrataRewrite", "StrataPropagation", "StrataIndex", "StrataAnalysis", "StrataModel", "StrataWorkspace", "StrataMock", "StrataGenerate",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            // Fixture projects and golden diffs are data, not test sources.
            exclude: ["Fixtures", "Golden"]
        ),
        .testTarget(
            name: "StrataMCPTests",
            dependencies: [
                "StrataMCP", "StrataModel", "StrataPipeline", "StrataLint",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .testTarget(
            name: "StrataEndToEndTests",
            dependencies: [
                "StrataCLI", "StrataPipeline", "StrataGenerate", "StrataSpec", "StrataWorkspace", "StrataAnalysis", "StrataIndex", "StrataMock", "StrataPropagation",
                "StrataRewrite",
            ]
        ),
    ]
)
