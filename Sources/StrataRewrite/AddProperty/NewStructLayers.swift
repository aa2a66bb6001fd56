import StrataAnalysis
import StrataIndex
import StrataModel
import StrataWorkspace

/// A new struct (`--struct Warranty=months:Int,provider:String?`) in every layer a property of
/// that type reaches, each file shaped like its neighbour for the subject:
///
/// - the domain type beside the subject (its access, conformances but `Identifiable`, `let`/`var`);
/// - its mock factory beside the subject's, with non-nil defaults;
/// - for each DTO the subject is built from, the value's DTO beside it (conformances, `CodingKeys`
///   in the same key style) and the conversion in the form the subject's own mapping has (a mapper
///   type, a DTO method or property, an initializer).
///
/// The new declarations join the run's view of the project, so the property that follows is
/// mapped through them like any embedded entity. A stored model is not created: the property's
/// propagation lists the stored models that would need one.
struct NewStructLayers {
    let session: EditSession
    let newStruct: NewStructType
    let subject: ProjectType

    func plan(into types: inout ProjectTypes) throws(StrataIssues) {
        if let existing = types.byName[newStruct.name]?.first(where: { !$0.isTest }) {
            guard existing.declaration.kind == .struct, Set(existing.storedPropertyNames) == Set(newStruct.fields.map(\.name)) else {
                throw StrataIssues([StrataIssue(
                    .error, at: SourceLocation(file: existing.file.path, line: existing.declaration.line, column: 1),
                    "`\(newStruct.name)` already exists with other fields", hint: "drop --struct \(newStruct.name) to use it as it is, or choose another name")])
            }
            session.alreadyPresent("struct `\(newStruct.name)`")
            return
        }
        let style = try session.source(subject.file.path)
        let writer = ValueTypeWriter(types: types, indent: style.lines.indentStep)
        try add(writer.domainFile(newStruct, beside: subject), like: subject, role: .entity, summary: "new struct `\(newStruct.name)`", into: &types)
        if let factory = writer.factoryFile(newStruct, for: subject) {
            try add(factory.file, like: factory.neighbour, role: .mockFactory, summary: "factory of `\(newStruct.name)`", into: &types)
        }
        let mappings = MappingFinder(types: types).mappings(of: subject).filter { !$0.isTest && $0.direction == .toSubject }
        var written = Set<String>()
        for mapping in mappings {
            guard let dto = types.resolve(mapping.other, from: mapping.module), dto.isCodable, !dto.isPersistenceModel, !dto.isTest,
                written.insert(dto.file.path + "#" + dto.name).inserted
            else { continue }
            guard let member = SubMappingFinder(types: types).member(of: mapping),
                let files = writer.dataFiles(newStruct, dto: dto, subject: subject, mapping: mapping, member: member)
            else {
                session.unhandled(mapping.file, line: mapping.line, "`\(newStruct.name)` needs a DTO and a mapping beside `\(dto.name)`, in a shape Strata does not write here: add them by hand")
                continue
            }
            for (file, neighbour, role) in files {
                try add(file, like: neighbour, role: role, summary: "`\(newStruct.name)` beside `\(neighbour.name)`: \(file.path.split(separator: "/").last ?? "")", into: &types)
            }
        }
    }

    private func add(_ file: OutputFile, like neighbour: ProjectType, role: Role, summary: String, into types: inout ProjectTypes) throws(StrataIssues) {
        if let planned = session.newFile(at: file.path), planned != file.contents {
            throw StrataIssues([StrataIssue(.error, at: SourceLocation(file: file.path, line: 1, column: 1), "two new types would share this file", hint: "please report this")])
        }
        try session.addNewFile(file, summary: summary)
        types.insert(summary: Indexer.summary(of: file.contents, path: file.path), like: neighbour.fileInfo, role: role)
    }
}

extension ProjectTypes {
    /// Declarations of a file the run creates, visible to lookups from now on.
    mutating func insert(summary: FileSummary, like info: ClassifiedFile, role: Role) {
        var info = info
        info.path = summary.path
        for declaration in summary.declarations {
            let type = ProjectType(declaration: declaration, file: summary, fileInfo: info, role: role)
            if declaration.kind == .extension {
                insertExtension(type)
            } else {
                insert(type)
            }
        }
    }
}
