import Foundation
import StrataLint
import Testing

/// `module-dependencies` on manifests written the way real modular apps write them: dependency
/// constants, helper functions, `package.targets += …` — and computed lists reported, not guessed.
@Suite("Module dependencies: real-world manifests")
struct ModuleManifestTests {
    static let sources: [(path: String, text: String)] = [
        ("Sources/Domain/Entities/Appointment.swift", "public struct Appointment: Sendable {}\n"),
        ("Sources/Data/Repositories/RemoteAppointmentRepository.swift", "import Domain\n\nfinal class RemoteAppointmentRepository {}\n"),
        ("Features/Billing/BillingViewModel.swift", "import Domain\n\nfinal class BillingViewModel {}\n"),
        ("Features/Appointments/AppointmentsViewModel.swift", "import Domain\n\nfinal class AppointmentsViewModel {}\n"),
    ]

    static func findings(manifest: String) async throws -> [Finding] {
        let project = try ExampleProject(files: sources + [("Package.swift", manifest)])
        defer { project.remove() }
        return try await project.lint(only: ["module-dependencies"]).report.findings
    }

    @Test func aFeatureLinkingDataThroughAHelperAndAConstantIsReported() async throws {
        let findings = try await Self.findings(
            manifest: """
                // swift-tools-version: 6.0
                import PackageDescription

                let data: Target.Dependency = "Data"

                func feature(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
                    .target(name: "\\(name)Feature", dependencies: ["Domain"] + dependencies, path: "Features/\\(name)")
                }

                let package = Package(name: "Clinic", targets: [
                    .target(name: "Domain"),
                    .target(name: "Data", dependencies: ["Domain"]),
                ])

                package.targets += [
                    feature("Appointments"),
                    feature("Billing", dependencies: [data]),
                ]
                """)
        #expect(findings.map { "\($0.location.file):\($0.location.line) \($0.severity)" } == ["Package.swift:17 error"])
        #expect(findings.first?.message.hasPrefix("target `BillingFeature` depends on `Data`: a feature module links Data code") == true)
    }

    @Test func aComputedListIsAWarningWithItsLocation() async throws {
        let findings = try await Self.findings(
            manifest: """
                import PackageDescription

                let shared = ["Domain", "Data"]
                let package = Package(name: "Clinic", targets: [
                    .target(name: "Domain"),
                    .target(name: "Data", dependencies: ["Domain"]),
                    .target(name: "BillingFeature", dependencies: shared.map { .byName(name: $0) }, path: "Features/Billing"),
                ])
                """)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.severity == .warning)
        #expect("\(finding.location.file):\(finding.location.line):\(finding.location.column)" == "Package.swift:7:51")
        #expect(finding.message.hasPrefix("cannot read part of the dependencies of target `BillingFeature`: `shared.map { .byName(name: $0) }`"))
    }
}
