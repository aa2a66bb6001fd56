import StrataAnalysis
import StrataIndex
import StrataModel
import StrataWorkspace
import SwiftSyntax

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
/// mapped through them like any embedded entity. For each `@Model` the subject is stored as, the
/// value gets its own model and mapper (`StoredValueWriter`), registered where the subject's is.
struct NewStructLayers {
    let session: EditSession
    let newStruct: NewStructType
    let subject: ProjectType

    func plan(into types: inout ProjectTypes) throws(StrataIssues) {
        // Only a type the subject's code sees is "already there": a `Genre` in another context's
        // module is another type, and the new one is written beside the subject.
        if let existing = types.resolve(newStruct.name, at: subject.file.path), !existing.isTest {
            guard existing.declaration.kind == .struct, Set(existing.storedPropertyNames) == Set(newStruct.fields.map(\.name)) else {
                throw StrataIssues([
                    StrataIssue(
                        .error, at: SourceLocation(file: existing.file.path, line: existing.declaration.line, column: 1),
                        "`\(newStruct.name)` already exists with other fields", hint: "drop --struct \(newStruct.name) to use it as it is, or choose another name")
                ])
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
        let everyMapping = MappingFinder(types: types).mappings(of: subject).filter { !$0.isTest }
        let mappings = everyMapping.filter { $0.direction == .toSubject }
        var written = Set<String>()
        for mapping in mappings {
            guard let dto = types.resolveOther(of: mapping), dto.isCodable, !dto.isPersistenceModel, !dto.isTest,
                written.insert(dto.file.path + "#" + dto.name).inserted
            else { continue }
            guard let member = SubMappingFinder(types: types).member(of: mapping),
                let data = writer.dataFiles(
                    newStruct, dto: dto, subject: subject, mapping: mapping, member: member,
                    reverse: everyMapping.first { $0.direction == .fromSubject && $0.owner == dto.name }.flatMap { back in
                        SubMappingFinder(types: types).member(of: back).map { (back, $0) }
                    })
            else {
                session.unhandled(
                    mapping.file, line: mapping.line, "`\(newStruct.name)` needs a DTO and a mapping beside `\(dto.name)`, in a shape Strata does not write here: add them by hand")
                continue
            }
            for (file, neighbour, role) in data.files {
                try add(file, like: neighbour, role: role, summary: "`\(newStruct.name)` beside `\(neighbour.name)`: \(file.path.split(separator: "/").last ?? "")", into: &types)
            }
            let tests = ValueTestWriter(types: types, session: session, indent: writer.indent)
            if let test = try tests.file(newStruct, dtoName: data.dtoName, call: data.call, besideTestsOf: [mapping.owner, dto.name].compactMap { $0 }) {
                try session.addNewFile(test, summary: "tests of `\(newStruct.name)`'s mapping from `\(data.dtoName)`")
            }
        }
        try addStoredModels(writer: writer, into: &types)
    }

    /// For each `@Model` the subject is stored as: the value's model and mapper beside them, the
    /// model registered wherever the subject's is listed (`Schema([…])`, `ModelContainer(for:)`, `models`).
    private func addStoredModels(writer: ValueTypeWriter, into types: inout ProjectTypes) throws(StrataIssues) {
        let all = MappingFinder(types: types).mappings(of: subject).filter { !$0.isTest }
        var done = Set<String>()
        for mapping in all {
            guard let model = types.resolveOther(of: mapping), model.isPersistenceModel, done.insert(model.name).inserted else { continue }
            let stored = StoredValueWriter(types: types, indent: writer.indent)
            let session = self.session
            guard
                let files = stored.files(
                    newStruct, model: model, subject: subject,
                    mappings: all.filter { types.resolveOther(of: $0)?.name == model.name }, read: { path in try? session.source(path).text })
            else {
                // The property's propagation lists this model as lacking a stored form of the value.
                continue
            }
            try add(files.model, like: model, role: .persistenceModel, summary: "`\(newStruct.name)` stored beside `\(model.name)`", into: &types)
            try add(files.mapper, like: files.mapperOwner, role: .mapper, summary: "`\(newStruct.name)` mapped beside `\(files.mapperOwner.name)`", into: &types)
            let newModel = files.model.path.split(separator: "/").last.map { String($0.dropLast(".swift".count)) } ?? ""
            try register(newModel, besides: model, types: types)
        }
    }

    /// `Workout.self` in a list (`[WorkoutModel.self]`, `for: WorkoutModel.self, …`) gains the new model.
    private func register(_ newModel: String, besides model: ProjectType, types: ProjectTypes) throws(StrataIssues) {
        let needle = model.name + ".self"
        for file in types.index.files where !types.isTestFile(file.path) && types.module(of: file.path) == model.module {
            let source = try session.source(file.path)
            guard source.text.contains(needle), !source.text.contains(newModel + ".self") else { continue }
            let bytes = Array(source.text.utf8)
            let needleBytes = Array(needle.utf8)
            var edits: [SourceEdit] = []
            var index = 0
            while index + needleBytes.count <= bytes.count {
                guard Array(bytes[index..<(index + needleBytes.count)]) == needleBytes,
                    index == 0 || !Self.isIdentifierByte(bytes[index - 1])
                else {
                    index += 1
                    continue
                }
                let end = index + needleBytes.count
                var next = end
                while next < bytes.count, bytes[next] == 0x20 { next += 1 }
                if next < bytes.count, [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: ")")].contains(bytes[next]) {
                    edits.append(SourceEdit(insert: ", " + newModel + ".self", at: end))
                }
                index = end
            }
            guard let first = edits.first else { continue }
            session.add(edits, in: file.path, line: source.line(of: AbsolutePosition(utf8Offset: first.offset)), "`\(newModel)` registered beside `\(model.name)`")
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
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
    package mutating func insert(summary: FileSummary, like info: ClassifiedFile, role: Role) {
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
