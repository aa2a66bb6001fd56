import StrataGenerate
import StrataModel

/// Where mocks are written, relative to the project root.
public enum MockDestination: Sendable, Hashable {
    /// Beside the project's existing mocks for the protocol's module (`MockPlacement`), else the
    /// conventions' mock paths (`paths.repositoryMock`, `paths.useCaseMock`), per module: the contract preset's
    /// `Features/<Feature>/Tests/Shared/Mocks/<Name>Mock.swift`.
    case conventions
    /// One file per protocol in this folder.
    case folder(String)
    /// Every mock in this one file.
    case file(String)

    /// The file for one mock, or an issue saying why it has none.
    func path(
        forMock mockName: String, of entry: ProtocolEntry, conventions: Conventions, placement: MockPlacement
    ) -> (path: String?, issue: StrataIssue?) {
        switch self {
        case .folder(let folder): return (folder.isEmpty ? "\(mockName).swift" : "\(folder)/\(mockName).swift", nil)
        case .file(let file): return (file, nil)
        case .conventions:
            let pattern = entry.role == .useCaseContract ? conventions.paths.useCaseMock : conventions.paths.repositoryMock
            // `{tests}/Shared/Mocks/{name}.swift` → `Shared/Mocks`, the place inside a test target.
            let subfolder =
                pattern.hasPrefix("{tests}/") && pattern.hasSuffix("/{name}.swift")
                ? String(pattern.dropFirst("{tests}/".count).dropLast("/{name}.swift".count)) : nil
            if let folder = placement.folder(forModule: entry.module, subfolder: subfolder) { return ("\(folder)/\(mockName).swift", nil) }
            // No test target depends on the module (Tuist, Xcode): the project's own mocks say where.
            if let found = placement.folder(byAnalogyFor: entry.file) { return ("\(found.folder)/\(mockName).swift", nil) }
            let expanded = pattern.replacingPlaceholders(["tests": conventions.paths.tests, "sources": conventions.paths.sources])
            let needsModule = ["{module}", "{feature}", "{context}"].contains { expanded.contains($0) }
            guard let module = entry.module ?? (needsModule ? nil : "") else {
                return (
                    nil,
                    StrataIssue(
                        .error, at: entry.location,
                        "cannot place the mock of `\(entry.name)`: no package target contains its file, no mock of the project shows where its feature's mocks go, and the mock path `\(pattern)` needs its module",
                        hint: "pass --output <folder> (for example --output \(Self.suggestedFolder(for: entry.file))), or --single-file <path>")
                )
            }
            let model = DomainModel(feature: FeatureName.of(module: module, conventions: conventions), module: module, app: conventions.defaultApp)
            let names = SwiftNames(model: model, conventions: conventions)
            return (names.path(entry.role == .useCaseContract ? \.useCaseMock : \.repositoryMock, name: mockName), nil)
        }
    }
}

extension MockDestination {
    /// `Features/Character/Sources/Domain/X.swift` → `Features/Character/Tests/Mocks`.
    static func suggestedFolder(for file: String) -> String {
        let parts = file.split(separator: "/").map(String.init)
        if let sources = parts.firstIndex(where: { $0 == "Sources" || $0 == "Source" }) {
            return (parts[..<sources] + ["Tests", "Mocks"]).joined(separator: "/")
        }
        return "Tests/Mocks"
    }
}

/// The feature a module name stands for, by reading the `moduleName` pattern backwards:
/// `CitadelCharacter` with `{app}{feature}` and app `Citadel` → `Character`.
enum FeatureName {
    static func of(module: String, conventions: Conventions) -> String {
        let pattern = conventions.moduleName.replacingPlaceholders(["app": conventions.defaultApp ?? ""])
        guard let range = pattern.range(of: "{feature}") else { return module }
        let prefix = String(pattern[..<range.lowerBound])
        let suffix = String(pattern[range.upperBound...])
        guard !prefix.contains("{"), !suffix.contains("{"), module.hasPrefix(prefix), module.hasSuffix(suffix),
            module.count > prefix.count + suffix.count
        else { return module }
        return String(module.dropFirst(prefix.count).dropLast(suffix.count))
    }
}

extension String {
    /// `{key}` → value for the given keys; other placeholders stay.
    func replacingPlaceholders(_ values: [String: String]) -> String {
        NamePattern(values).expand(self)
    }
}
