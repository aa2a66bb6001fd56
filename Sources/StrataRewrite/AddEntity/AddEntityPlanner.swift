import Foundation
import StrataAnalysis
import StrataGenerate
import StrataIndex
import StrataMock
import StrataModel
import StrataPropagation
import StrataWorkspace

/// `strata add entity <Name> name:Type …`: a new domain entity (and, on request, its repository
/// protocol and mock) with its mock factory, generated in the project's conventions from a
/// one-entity spec; the project's String enums it uses are taken as they are.
package struct AddEntityPlanner {
    let types: ProjectTypes
    let root: URL

    package init(index: SourceIndex, model: CodebaseModel, root: URL) {
        self.types = ProjectTypes(index: index, model: model)
        self.root = root
    }

    /// The spec for the generator; refuses names that exist and properties a spec cannot hold.
    /// `newEnums` (`--enum SueContents=blame,hateSpeech`): String enums a property uses that the
    /// project does not declare yet, written with the entity.
    package func spec(
        entity: String, properties: [PropertyRequest], idType: IDType, feature: String, withRepository: Bool, newEnums: [NewEnumType] = []
    ) throws(StrataIssues) -> SpecDraft {
        guard Naming.isIdentifier(entity), entity.first?.isUppercase == true else {
            throw StrataIssues([StrataIssue(.error, at: nil, "`\(entity)` is not an UpperCamelCase type name", hint: "for example `Review`")])
        }
        var problems: [StrataIssue] = []
        for newEnum in newEnums {
            if let existing = types.resolve(newEnum.name, from: nil) {
                problems.append(
                    StrataIssue(
                        .error, at: StrataModel.SourceLocation(file: existing.file.path, line: existing.declaration.line, column: 1),
                        "--enum `\(newEnum.name)`: the project already declares `\(newEnum.name)` here", hint: "leave out --enum and name the type as it is"))
            }
            if !properties.contains(where: { $0.type.namedTypes.contains(newEnum.name) }) {
                problems.append(StrataIssue(.error, at: nil, "--enum `\(newEnum.name)`: no property uses it", hint: "add a property of that type, e.g. `status:\(newEnum.name)`"))
            }
        }
        let newEnumNames = Set(newEnums.map(\.name))
        var enums: [ProjectType] = []
        var fields: [SpecDraft.Property] = []
        for property in properties {
            if property.defaultValue != nil {
                problems.append(StrataIssue(.error, at: nil, "`\(property.name)`: defaults are not taken here", hint: "add the entity, then give the default in its initializer"))
            }
            for name in property.type.namedTypes where !TypeRef.builtinNames.contains(name) && name != entity && !newEnumNames.contains(name) {
                guard let project = types.resolve(name, from: nil), types.enumCases(project) != nil else {
                    problems.append(
                        StrataIssue(
                            .error, at: nil, "`\(property.name)`: `\(name)` is not a builtin type or one of the project's enums",
                            hint:
                                "reference another entity by its id (`\(Naming.lowerFirst(name))Id: UUID`), add the type first, or create it as a String enum: --enum \(name)=case1,case2"
                        ))
                    continue
                }
                if !enums.contains(where: { $0.name == project.name }) { enums.append(project) }
            }
            fields.append(SpecDraft.Property(name: property.name, type: property.type))
        }
        if !problems.isEmpty { throw StrataIssues(problems) }
        return SpecDraft(
            feature: feature, entities: [SpecDraft.Entity(name: entity, idType: idType, properties: fields)],
            enums: enums.map { SpecDraft.Enum(name: $0.name, cases: types.enumCases($0) ?? []) } + newEnums.map { SpecDraft.Enum(name: $0.name, cases: $0.cases) },
            repositories: withRepository ? [SpecDraft.Repository(entity: entity, operations: [.save, .fetchByID, .fetchAll, .delete])] : [])
    }

    /// The feature a new entity joins: the error type's prefix of the first repository with a
    /// typed error, else of the project's error type, else the module holding the most entities.
    package var defaultFeature: String {
        let repositories = types.byName.values.joined().filter { $0.role == .repositoryProtocol && !$0.isTest }
        for repository in repositories.sorted(by: { $0.file.path < $1.file.path }) {
            if let error = repository.declaration.members.compactMap(\.throwsClause).compactMap(AddUseCasePlanner.typedError).first {
                return String(error.dropLast("Error".count))
            }
        }
        // The feature's error type (`WorkoutsError`), which generated repositories and mocks throw.
        let errors = types.byName.values.joined().filter { $0.role == .errorType && !$0.isTest && $0.name.hasSuffix("Error") && $0.name != "Error" }
        if let error = errors.sorted(by: { ($0.fileInfo.layer == .domain ? 0 : 1, $0.file.path) < ($1.fileInfo.layer == .domain ? 0 : 1, $1.file.path) }).first {
            return String(error.name.dropLast("Error".count))
        }
        let modules = types.byName.values.joined().filter { $0.role == .entity && !$0.isTest }.compactMap(\.module)
        return Dictionary(grouping: modules, by: { $0 }).max { $0.value.count < $1.value.count }?.key ?? "App"
    }

    /// The generated entity, its factory and (when asked) its repository and mock, as new files.
    ///
    /// In a project whose feature has its own tree (`Features/<Feature>/…`), each file goes where the
    /// feature keeps files of its kind, and the tests import the feature's module.
    package func plan(entity: String, generated: [GeneratedFile], feature: String? = nil, newEnums: [NewEnumType] = []) throws(StrataIssues) -> EvolutionPlan {
        let featureTree = feature.flatMap { EntityPlacement(types: types, feature: $0) }
        let wholeProject = EntityPlacement(wholeProjectOf: types)
        // The feature's tree, when it keeps files of the kind (or another feature does); else the project's folder for them.
        let folder = { (role: PlannedFile.Role) in featureTree?.folder(for: role) ?? wholeProject.folder(for: role) }
        // The test doubles import the module the entity lands in (a project file beside it says
        // which); else a feature's own tree says which module its tests import.
        let entityRole = generated.first { $0.role == .entity && ($0.path as NSString).lastPathComponent.hasPrefix(entity) }
        let entityModule = entityRole.flatMap { folder($0.role) }.flatMap { entityFolder in
            types.index.files.lazy.filter { ($0.path as NSString).deletingLastPathComponent == entityFolder }.compactMap { types.module(of: $0.path) }.first
        }
        let testable = entityModule ?? featureTree?.testableModule
        let session = EditSession(root: root, fileNames: ModuleFileNames(index: types.index))
        if let existing = (types.byName[entity] ?? []).first(where: { !$0.isTest }) {
            session.alreadyPresent("`\(entity)` (\(existing.file.path))")
            return try session.finish()
        }
        var entityFolder: String?
        var testDoubles: [String] = []
        let wanted: [PlannedFile.Role: String] = [.entity: "entity", .mockFactory: "mock factory of", .repository: "repository of", .repositoryMock: "repository mock of"]
        for file in generated
        where wanted[file.role] != nil && (file.path as NSString).lastPathComponent.hasPrefix(entity)
            || (file.role == .repositoryMock && file.contents.contains(entity + "Repository"))
        {
            guard let label = wanted[file.role] else { continue }
            var path = file.path
            var contents = file.contents
            if let folder = folder(file.role) { path = folder + "/" + (file.path as NSString).lastPathComponent }
            if let testable, file.role == .mockFactory || file.role == .repositoryMock {
                contents = contents.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.hasPrefix("@testable import ") ? "@testable import \(testable)" : String($0) }.joined(separator: "\n")
            }
            if file.role == .entity { entityFolder = (path as NSString).deletingLastPathComponent }
            if file.role == .mockFactory || file.role == .repositoryMock { testDoubles.append(path) }
            try session.addNewFile(OutputFile(path: path, contents: contents), summary: "new \(label) `\(entity)`")
        }
        // A new enum goes where the project keeps its enums, else beside the entity.
        for file in generated where file.role == .enumType {
            let name = ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
            guard newEnums.contains(where: { $0.name == name }) else { continue }
            let path = (folder(.enumType) ?? entityFolder).map { $0 + "/" + name + ".swift" } ?? file.path
            try session.addNewFile(OutputFile(path: path, contents: file.contents), summary: "new enum `\(name)` for `\(entity)`")
        }
        var plan = try session.finish()
        plan.unhandled += UncompiledPlacement.warnings(
            for: testDoubles, targets: types.index.targets, otherwise: "set `paths.mockFactory` (and `paths.repositoryMock`) in .strata.yml and run again")
        return plan
    }
}
