// swift-tools-version: 6.1
import PackageDescription

// Strata's performance benchmarks, kept out of the main package so that `swift build` / `swift test`
// of Strata never resolve or build ordo-one/benchmark.
//
// Run from this folder:
//   swift package --allow-writing-to-package-directory benchmark
// See ../docs/BENCHMARKS.md for the figures and how they were taken.
let package = Package(
    name: "StrataBenchmarks",
    platforms: [.macOS(.v15)],  // withTaskExecutorPreference
    dependencies: [
        // `name:` so the products resolve whatever the checkout folder is called (identity = folder name).
        .package(name: "Strata", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The same swift-syntax Strata verifies with, for the parse-only baseline.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // The SDK Strata's MCP server is built on, for a client calling the server in-process (`mcp-lint-edit`).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
    ],
    targets: [
        // The synthetic spec and the measured workloads, shared by the suite and the `strata-bench` tool.
        .target(
            name: "StrataBenchSupport",
            dependencies: [
                .product(name: "StrataModel", package: "Strata"),
                .product(name: "StrataSpec", package: "Strata"),
                .product(name: "StrataGenerate", package: "Strata"),
                .product(name: "StrataWorkspace", package: "Strata"),
                .product(name: "StrataIndex", package: "Strata"),
                .product(name: "StrataAnalysis", package: "Strata"),
                .product(name: "StrataCorpus", package: "Strata"),
                .product(name: "StrataMock", package: "Strata"),
                .product(name: "StrataLint", package: "Strata"),
                .product(name: "StrataPropagation", package: "Strata"),
                .product(name: "StrataRewrite", package: "Strata"),
                .product(name: "StrataPipeline", package: "Strata"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The ordo-one/benchmark suite; the plugin finds it because it lives under Benchmarks/.
        .executableTarget(
            name: "StrataBenchmarks",
            dependencies: [
                "StrataBenchSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "StrataModel", package: "Strata"),
            ],
            path: "Benchmarks/StrataBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        // `strata-bench spec N | stats N… | clock RUNS N…` (see main.swift).
        .executableTarget(
            name: "strata-bench",
            dependencies: [
                "StrataBenchSupport", .product(name: "StrataMCP", package: "Strata"), .product(name: "MCP", package: "swift-sdk"),
            ]
        ),
    ]
)
