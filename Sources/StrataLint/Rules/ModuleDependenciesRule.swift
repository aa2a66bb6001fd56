import StrataIndex
import StrataModel

/// Rule 9: module dependencies follow the layers, and feature modules depend only on Domain (and
/// configured modules such as a DesignSystem); read from `Package.swift` targets and from imports.
struct ModuleDependenciesRule: LintRule {
    static let description = RuleDescription(
        id: "module-dependencies",
        title: "Feature modules depend only on Domain; modules follow the dependency rule",
        impact: .high,
        impactDescription: "a feature that links Data or another feature rebuilds with it, tests with it, and can bypass every Domain contract",
        tags: ["modules", "package", "dependency-rule", "features"],
        rationale: """
            In a modular app feature modules depend on `Domain` and a \
            `DesignSystem` only; `Data` owns SwiftData, networking and sync; the App target is the one \
            place that links everything and wires it in a `DependencyContainer`. This rule reads the \
            `Package.swift` targets — literal lists, and lists built from the manifest's own constants, \
            `+`, `Target.Dependency` members and one-expression helper functions (`package.targets += \
            [feature("Billing")]`); a list computed otherwise (`map`, conditions) is never run or guessed \
            but reported as a warning where it is — and the `import`s of every file: a feature (`lint.modules.features`, \
            default `*Feature`) that besides Domain-layer modules and \
            `lint.modules.allowedDependencies` (default `DesignSystem`) links Data, the App target or \
            another feature (shared Presentation helpers and the project's own utility modules of no layer \
            are fine), or any module that depends on a \
            module of a layer it may not know (Domain → Data, Presentation → Data, Data → Presentation), is \
            reported at the dependency.
            """,
        incorrect: RuleExample(
            "a feature module that links and imports Data",
            code: """
                // Package.swift
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Clinic",
                    targets: [
                        .target(name: "Domain"),
                        .target(name: "Data", dependencies: ["Domain"]),
                        .target(name: "AppointmentsFeature", dependencies: ["Domain", "Data"]),
                    ]
                )

                // Sources/AppointmentsFeature/AppointmentsViewModel.swift
                import Data
                import Domain

                final class AppointmentsViewModel {}

                // Sources/Domain/Entities/Appointment.swift
                struct Appointment {}

                // Sources/Data/Repositories/RemoteAppointmentRepository.swift
                import Domain

                final class RemoteAppointmentRepository {}
                """),
        correct: RuleExample(
            "the feature sees Domain only; App links Data",
            code: """
                // Package.swift
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Clinic",
                    targets: [
                        .target(name: "Domain"),
                        .target(name: "Data", dependencies: ["Domain"]),
                        .target(name: "AppointmentsFeature", dependencies: ["Domain"]),
                        .executableTarget(name: "App", dependencies: ["AppointmentsFeature", "Data"]),
                    ]
                )

                // Sources/AppointmentsFeature/AppointmentsViewModel.swift
                import Domain

                final class AppointmentsViewModel {}

                // Sources/Domain/Entities/Appointment.swift
                struct Appointment {}

                // Sources/Data/Repositories/RemoteAppointmentRepository.swift
                import Domain

                final class RemoteAppointmentRepository {}

                // Sources/App/DependencyContainer.swift
                import AppointmentsFeature
                import Data

                final class DependencyContainer {}
                """),
        defaultSeverity: .error,
        sources: ["clinic preset"]
    )

    init(options: RuleOptions) {}

    func checkProject(_ project: LintProject, _ findings: inout FindingSink) {
        let targets = Dictionary(project.index.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // An entry point (an app, an app extension, a tool) is the composition root: it links every layer to wire it.
        for target in project.index.targets where target.kind == .regular {
            // Said once per gap, as a warning: what is not read is not checked, and the reader must know.
            for gap in target.unreadDependencies {
                findings.add(
                    "cannot read part of the dependencies of target `\(target.name)`: `\(gap.expression)` — \(gap.reason); its dependencies there are not checked.",
                    line: gap.line, column: gap.column, file: target.manifest,
                    hint: "list them literally, or through `let` constants, `+`, `Target.Dependency` members or a one-expression helper function in the manifest",
                    severity: .warning)
            }
            for dependency in target.dependencies where dependency != target.name && targets[dependency] != nil {
                if let problem = problem(from: target.name, to: dependency, project: project) {
                    findings.add("target `\(target.name)` depends on `\(dependency)`: \(problem)", line: target.line, file: target.manifest)
                }
            }
        }
    }

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        // The composition root (`…Assembler`, `…DependencyContainer`) imports every layer to wire it.
        guard !file.isTest, let module = file.module, !file.isCompositionRoot else { return }
        let modules = file.project.moduleNames
        for fact in file.summary.imports where fact.module != module && modules.contains(fact.module) {
            if let problem = problem(from: module, to: fact.module, project: file.project, layer: file.layer) {
                findings.add("`import \(fact.module)` in module `\(module)`: \(problem)", line: fact.line)
            }
        }
    }

    /// Why `from` may not depend on `to`, or nil when it may.
    private func problem(from: String, to: String, project: LintProject, layer: Layer? = nil) -> String? {
        let policy = project.policy
        let toLayer = project.layer(ofModule: to) ?? .unknown
        if policy.isFeature(from) {
            // What a feature must not link is code it could bypass Domain through: Data, the App
            // target, another feature. Shared Presentation helpers and the project's own utility
            // modules of no layer (`Core`, `Analytics`) are not that.
            let allowed =
                policy.featureDependencies.contains(to)
                || (toLayer != .data && toLayer != .app && !policy.isFeature(to))
            guard allowed else {
                let what = policy.isFeature(to) ? "another feature" : LayerMatrix.name(toLayer) + " code"
                return
                    "a feature module links \(what); features reach it only through a Domain protocol that the App target wires (or list `\(to)` in `lint.modules.allowedDependencies`)."
            }
            return nil
        }
        let fromLayer = layer ?? project.layer(ofModule: from) ?? .unknown
        guard !fromLayer.mayDepend(on: toLayer) else { return nil }
        return
            "\(LayerMatrix.name(fromLayer)) may not depend on \(LayerMatrix.name(toLayer)); invert the dependency with a protocol in the inner layer and wire the implementation in the App target."
    }
}
