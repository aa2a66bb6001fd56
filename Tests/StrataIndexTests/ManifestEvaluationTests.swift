import Testing

@testable import StrataIndex

/// Manifests as real projects write them: constants, `+`, helper functions, `Target.Dependency`
/// members, `package.targets += …` — read without running them, and what cannot be followed
/// reported where it is.
@Suite("Package manifests: computed target lists")
struct ManifestEvaluationTests {
    private func targets(_ manifest: String) -> [PackageTarget] {
        var source = manifest
        return source.withUTF8 { ManifestReader.targets(source: $0, manifestPath: "Package.swift", folderExists: { _ in false }) }
    }

    private func target(_ name: String, in manifest: String) throws -> PackageTarget {
        try #require(targets(manifest).first { $0.name == name }, "no target `\(name)` in \(targets(manifest).map(\.name))")
    }

    @Test func constantsAndConcatenation() throws {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let domain: Target.Dependency = "Domain"
            let shared: [Target.Dependency] = [domain, .product(name: "Dependencies", package: "swift-dependencies")]
            let designSystem = "DesignSystem"

            let package = Package(
                name: "Clinic",
                targets: [
                    .target(name: "Domain"),
                    .target(name: "AppointmentsFeature", dependencies: shared + [.target(name: designSystem), .byName(name: "Data")]),
                ]
            )
            """
        #expect(targets(manifest).map(\.name) == ["Domain", "AppointmentsFeature"], "constants of dependencies are not targets")
        let feature = try target("AppointmentsFeature", in: manifest)
        #expect(feature.dependencies == ["Domain", "Dependencies", "DesignSystem", "Data"])
        #expect(feature.unreadDependencies.isEmpty)
    }

    @Test func helperFunctionsAndAppendedTargets() throws {
        let manifest = """
            import PackageDescription

            let package = Package(name: "Clinic", targets: [.target(name: "Domain")])

            func feature(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
                .target(name: "\\(name)Feature", dependencies: ["Domain"] + dependencies, path: "Features/\\(name)")
            }

            package.targets += [
                feature("Appointments"),
                feature("Billing", dependencies: ["Data"]),
            ]
            """
        #expect(targets(manifest).map(\.name) == ["Domain", "AppointmentsFeature", "BillingFeature"])
        let billing = try target("BillingFeature", in: manifest)
        #expect(billing.dependencies == ["Domain", "Data"])
        #expect(billing.path == "Features/Billing")
        #expect(billing.line == 11, "a helper's target is declared where the helper is called")
    }

    @Test func helpersReturningSeveralTargets() throws {
        let manifest = """
            import PackageDescription

            func module(_ name: String, dependencies: [Target.Dependency] = []) -> [Target] {
                [
                    .target(name: name, dependencies: dependencies),
                    .testTarget(name: "\\(name)Tests", dependencies: [.target(name: name)]),
                ]
            }

            let package = Package(name: "App", targets: module("Domain") + module("Data", dependencies: ["Domain"]))
            """
        #expect(targets(manifest).map(\.name) == ["Domain", "DomainTests", "Data", "DataTests"])
        #expect(try target("Data", in: manifest).dependencies == ["Domain"])
        #expect(try target("DataTests", in: manifest).kind == .test)
    }

    @Test func dependencyMembersDeclaredInAnExtension() throws {
        let manifest = """
            import PackageDescription

            extension Target.Dependency {
                static let domain: Self = .target(name: "Domain")
                static var designSystem: Self { "DesignSystem" }
            }

            let package = Package(name: "App", targets: [
                .target(name: "Domain"),
                .target(name: "ProfileFeature", dependencies: [.domain, .designSystem]),
            ])
            """
        #expect(targets(manifest).map(\.name) == ["Domain", "ProfileFeature"])
        #expect(try target("ProfileFeature", in: manifest).dependencies == ["Domain", "DesignSystem"])
    }

    @Test func targetsKeptInConstants() throws {
        let manifest = """
            import PackageDescription

            let core = Target.target(name: "Core", dependencies: [.byName(name: "Util")])
            let util = Target.target(name: "Util")
            let package = Package(name: "App", targets: [core, util])
            """
        #expect(targets(manifest).map(\.name) == ["Core", "Util"])
        #expect(try target("Core", in: manifest).dependencies == ["Util"])
    }

    @Test func aMappedListIsReportedWhereItIs() throws {
        let manifest = """
            import PackageDescription

            let names = ["Domain", "Data"]
            let package = Package(name: "App", targets: [
                .target(name: "AppFeature", dependencies: names.map { .target(name: $0) }),
            ])
            """
        let feature = try target("AppFeature", in: manifest)
        #expect(feature.dependencies.isEmpty)
        let gap = try #require(feature.unreadDependencies.first)
        #expect(feature.unreadDependencies.count == 1)
        #expect(gap.expression == "names.map { .target(name: $0) }")
        #expect((gap.line, gap.column) == (5, 47))
        #expect(gap.reason.contains("a call of `names.map`"))
    }

    @Test func theReadablePartOfAListIsKept() throws {
        let manifest = """
            import PackageDescription
            import Foundation

            let package = Package(name: "App", targets: [
                .target(name: "AppFeature", dependencies: ["Domain"] + (ProcessInfo.processInfo.environment["CI"] == nil ? ["Debug"] : [])),
            ])
            """
        let feature = try target("AppFeature", in: manifest)
        #expect(feature.dependencies == ["Domain"])
        #expect(feature.unreadDependencies.map(\.line) == [5])
    }

    @Test func aVariableChangedLaterIsNotTakenAtItsInitialValue() throws {
        let manifest = """
            import PackageDescription

            var shared: [Target.Dependency] = ["Domain"]
            shared += ["Data"]
            let package = Package(name: "App", targets: [.target(name: "AppFeature", dependencies: shared)])
            """
        let feature = try target("AppFeature", in: manifest)
        #expect(feature.dependencies.isEmpty)
        #expect(feature.unreadDependencies.first?.reason.contains("`shared` is changed after its declaration") == true)
    }

    @Test func anUnknownNameIsReported() throws {
        let feature = try target("F", in: #"let package = Package(name: "P", targets: [.target(name: "F", dependencies: [.target(name: "A"), elsewhere])])"#)
        #expect(feature.dependencies == ["A"])
        #expect(feature.unreadDependencies.first?.reason == "`elsewhere` is not a constant declared at the top of this manifest")
    }

    @Test func constantsThatReferToEachOtherDoNotHang() throws {
        let feature = try target(
            "F",
            in: """
                let a: [Target.Dependency] = b
                let b: [Target.Dependency] = a
                let package = Package(name: "P", targets: [.target(name: "F", dependencies: a)])
                """)
        #expect(feature.dependencies.isEmpty)
        #expect(feature.unreadDependencies.first?.reason.contains("refer to each other") == true)
    }

    @Test func aHelperWithSeveralStatementsIsNotRun() {
        let manifest = """
            func feature(_ name: String) -> Target {
                let full = name + "Feature"
                return .target(name: full)
            }
            let package = Package(name: "P", targets: [.target(name: "Domain"), feature("A")])
            """
        #expect(targets(manifest).map(\.name) == ["Domain"])
    }
}
