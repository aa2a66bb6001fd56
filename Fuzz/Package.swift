// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for Strata's two readers of untrusted text: spec and `.strata.yml` loading, and
// Swift indexing. A separate package so that `swift build` / `swift test` of Strata never build
// them. Build and run from this folder (see ../docs/FUZZING.md for the campaigns and their counts):
//   swift build --sanitize=fuzzer --product FuzzSpec
//   .build/debug/FuzzSpec -max_total_time=600 -timeout=10 Corpus/spec
let package = Package(
    name: "StrataFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Strata", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "FuzzSpec",
            dependencies: [
                .product(name: "StrataSpec", package: "Strata"),
                .product(name: "StrataModel", package: "Strata"),
            ],
            // libFuzzer supplies `main`.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "FuzzIndex",
            dependencies: [
                .product(name: "StrataIndex", package: "Strata")
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
