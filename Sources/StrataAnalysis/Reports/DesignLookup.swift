import StrataIndex
import StrataParallel

/// Everything the per-feature "Domain Design" documents look up, indexed once: a report has one
/// document per feature, and scanning every file, type and relation for each made large projects
/// quadratic.
///
/// Made from the model alone, so `ReportText` builds it while the report is built; its two halves
/// (the file table, the type and relation tables) are built on two cores.
struct DesignLookup {
    let index: SourceIndex
    /// Position of each file in `index.files`: a copy of every summary in a table was most of
    /// the report's time.
    let fileIndex: [String: Int]
    let typesByFeature: [String: [ClassifiedType]]
    let entityNames: Set<String>
    /// `workoutid` → `Workout`: how a property such as `workoutID` refers to an entity.
    let entityByIDName: [String: String]
    let dependencies: [String: [String]]
    /// Where each listed type is declared (the first declaration of that name and kind in its
    /// file), and the extensions of each type in a file: looking them up by scanning the file's
    /// declarations for every type was quadratic in a file of many types.
    private let declarationPlaces: [DeclarationKey: DeclarationPlace]
    private let extensionPlaces: [DeclarationKey: [DeclarationPlace]]

    /// The declarations of the file at `path`.
    func declarations(in path: String) -> [Declaration]? {
        fileIndex[path].map { index.files[$0].declarations }
    }

    /// The declaration `type` was classified from.
    func declaration(of type: ClassifiedType) -> Declaration? {
        declarationPlaces[DeclarationKey(file: type.file, name: type.name, kind: type.kind)].map(declaration(at:))
    }

    /// The extensions of `type` in its own file, in the file's order.
    func extensions(of type: ClassifiedType) -> [Declaration] {
        (extensionPlaces[DeclarationKey(file: type.file, name: type.name, kind: .extension)] ?? []).map(declaration(at:))
    }

    private func declaration(at place: DeclarationPlace) -> Declaration {
        index.files[place.file].declarations[place.declaration]
    }

    init(types: [ClassifiedType], relations: [Relation], index: SourceIndex) {
        self.index = index
        let (files, typeTables) = ParallelSlices.both(
            { Dictionary(index.files.indices.map { (index.files[$0].path, $0) }, uniquingKeysWith: { first, _ in first }) },
            { Self.typeTables(types: types, relations: relations) })
        fileIndex = files
        (typesByFeature, entityNames, entityByIDName, dependencies) = typeTables
        (declarationPlaces, extensionPlaces) = Self.places(of: typeTables.0.values.joined(), in: index, fileIndex: files)
    }

    private struct DeclarationKey: Hashable {
        var file: String
        var name: String
        var kind: Declaration.Kind
    }

    private struct DeclarationPlace {
        var file: Int
        var declaration: Int
    }

    /// One pass over the declarations of the files that hold a listed type.
    private static func places(of listed: some Sequence<ClassifiedType>, in index: SourceIndex, fileIndex: [String: Int])
        -> ([DeclarationKey: DeclarationPlace], [DeclarationKey: [DeclarationPlace]])
    {
        var declarations: [DeclarationKey: DeclarationPlace] = [:]
        var extensions: [DeclarationKey: [DeclarationPlace]] = [:]
        var seen: Set<String> = []
        for type in listed where seen.insert(type.file).inserted {
            guard let position = fileIndex[type.file] else { continue }
            for (offset, declaration) in index.files[position].declarations.enumerated() {
                let place = DeclarationPlace(file: position, declaration: offset)
                if declaration.kind == .extension {
                    extensions[DeclarationKey(file: type.file, name: TypeNameReader.baseName(declaration.name), kind: .extension), default: []].append(place)
                }
                let key = DeclarationKey(file: type.file, name: declaration.name, kind: declaration.kind)
                if declarations[key] == nil { declarations[key] = place }
            }
        }
        return (declarations, extensions)
    }

    private static func typeTables(types: [ClassifiedType], relations: [Relation])
        -> ([String: [ClassifiedType]], Set<String>, [String: String], [String: [String]])
    {
        var featureOfFile: [String: String] = [:]
        // Only the roles a document lists: most types are none of them.
        let listed = types.filter { type in
            type.layer != .tests && (type.role == .entity || type.role == .repositoryProtocol || type.role == .useCaseImplementation)
        }
        let typesByFeature = Dictionary(grouping: listed) { type in
            if let known = featureOfFile[type.file] { return known }
            let key = FeatureKey.of(path: type.file, module: type.module)
            featureOfFile[type.file] = key
            return key
        }
        let entityNames = Set(types.filter { $0.role == .entity }.map(\.name))
        let entityByIDName = Dictionary(entityNames.sorted().map { ($0.lowercased() + "id", $0) }, uniquingKeysWith: { first, _ in first })
        let dependencies = Dictionary(grouping: relations.filter { $0.kind == .dependsOn }, by: \.from).mapValues { $0.map(\.to) }
        return (typesByFeature, entityNames, entityByIDName, dependencies)
    }
}
