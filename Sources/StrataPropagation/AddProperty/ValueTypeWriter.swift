import StrataAnalysis
import StrataIndex
import StrataModel
import StrataWorkspace

/// The text of a new value type's files, each copied in shape from the subject's counterpart:
/// the domain struct, its mock factory, its DTO and the DTO → domain conversion.
struct ValueTypeWriter {
    let types: ProjectTypes
    /// The subject file's indent step.
    let indent: String

    // MARK: Domain

    func domainFile(_ value: NewStructType, beside subject: ProjectType) -> OutputFile {
        let access = subject.declaration.accessLevel.map { $0 + " " } ?? ""
        let stored = subject.declaration.members.first { $0.kind == .property && !$0.isStatic && !$0.isComputed }
        let memberAccess = stored?.accessLevel.map { $0 + " " } ?? ""
        let keyword = stored?.isMutable == true ? "var" : "let"
        let conformances = subject.declaration.inheritedTypes.filter { $0 != "Identifiable" }
        var lines = NewFileText.imports(of: subject.file)
        lines.append("\(access)struct \(value.name)\(conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) {")
        for field in value.fields { lines.append(indent + "\(memberAccess)\(keyword) \(field.name): \(field.type.swift)") }
        let hasInitializer = subject.declaration.members.contains { $0.kind == .initializer }
        if hasInitializer || ["public", "package", "open"].contains(subject.declaration.accessLevel ?? "") {
            let parameters = value.fields.map { field in
                "\(field.name): \(field.type.swift)" + (field.defaultValue.map { " = \($0)" } ?? (field.type.isOptional ? " = nil" : ""))
            }
            lines.append("")
            lines.append(indent + "\(memberAccess)init(\(parameters.joined(separator: ", "))) {")
            for field in value.fields { lines.append(indent + indent + "self.\(field.name) = \(field.name)") }
            lines.append(indent + "}")
        }
        lines.append("}")
        return OutputFile(path: NewFileText.sibling(of: subject.file.path, named: value.name + ".swift"), contents: lines.joined(separator: "\n") + "\n")
    }

    /// Beside the subject's factory (`Movie+Mocks.swift` → `Warranty+Mocks.swift`), the same
    /// static factory with a non-nil default per field; nil when the subject has none.
    func factoryFile(_ value: NewStructType, for subject: ProjectType) -> (file: OutputFile, neighbour: ProjectType)? {
        let samples = ProjectSamples(types: types, module: subject.module)
        // The subject's own factory: a same-named type of another module has its own in its tests.
        guard let name = samples.factory(of: subject.name),
            let owner = (types.extensionsByName[subject.name] ?? []).first(where: {
                $0.isTest && types.sees(subject, from: $0.file, module: $0.module) && $0.declaration.members.contains { $0.name == name && $0.isStatic }
            }),
            let member = owner.declaration.members.first(where: { $0.name == name && $0.isStatic })
        else { return nil }
        var parameters: [String] = []
        for field in value.fields {
            guard let sample = field.defaultValue.flatMap({ $0 == "nil" ? nil : $0 }) ?? samples.sample(field.type, hint: field.name) else { return nil }
            parameters.append("\(field.name): \(field.type.swift) = \(sample)")
        }
        let access = member.accessLevel.map { $0 + " " } ?? ""
        var lines = NewFileText.imports(of: owner.file)
        lines.append("extension \(value.name) {")
        lines.append(indent + "\(access)static func \(name)(\(parameters.joined(separator: ", "))) -> \(value.name) {")
        lines.append(indent + indent + "\(value.name)(\(value.fields.map { "\($0.name): \($0.name)" }.joined(separator: ", ")))")
        lines.append(indent + "}")
        lines.append("}")
        let fileName = owner.file.path.split(separator: "/").last.map(String.init) ?? ""
        let newName = DerivedName.of(fileName, subject: subject.name, value: value.name) ?? value.name + "+Mocks.swift"
        return (OutputFile(path: NewFileText.sibling(of: owner.file.path, named: newName), contents: lines.joined(separator: "\n") + "\n"), owner)
    }

    // MARK: Data

    /// The value's DTO beside `dto` and its conversion in the form of `mapping` (the subject's
    /// DTO → domain mapping); nil for a form Strata does not write.
    struct DataFiles {
        var files: [(file: OutputFile, neighbour: ProjectType, role: Role)]
        var dtoName: String
        /// The conversion applied to a DTO expression: `WarrantyMapper().map(dto)`, `dto.toDomain()`.
        var call: (String) -> String
    }

    func dataFiles(
        _ value: NewStructType, dto: ProjectType, subject: ProjectType, mapping: Mapping, member: Member, reverse: (mapping: Mapping, member: Member)? = nil
    ) -> DataFiles? {
        let dtoName = DerivedName.of(dto.name, subject: subject.name, value: value.name) ?? value.name + "DTO"
        let owner = mapping.owner ?? ""
        enum Form { case dtoMethod, dtoProperty, initializer, mapperType }
        let form: Form
        switch mapping.memberKind {
        case .method where owner == dto.name && member.parameters.isEmpty: form = .dtoMethod
        case .property where owner == dto.name: form = .dtoProperty
        case .initializer where owner == subject.name: form = .initializer
        case .method where !owner.isEmpty && owner != dto.name && owner != subject.name && member.parameters.count == 1: form = .mapperType
        default: return nil
        }
        let parameter = member.parameters.first
        let prefix: String
        switch form {
        case .dtoMethod, .dtoProperty: prefix = ""
        case .initializer, .mapperType: prefix = (parameter?.name ?? "dto") + "."
        }
        let typing = FieldTyping(types: types, module: dto.module)
        guard let construction = ValueConstruction.expression(value, into: value.name, prefix: prefix, typing: typing, from: typing.dtoType, to: { $0.type }) else {
            return nil
        }

        var body: [String] = []
        let fieldAccess = dto.declaration.members.first { $0.kind == .property && !$0.isStatic && !$0.isComputed }?.accessLevel.map { $0 + " " } ?? ""
        let keyword = dto.declaration.members.first { $0.kind == .property && !$0.isStatic && !$0.isComputed }?.isMutable == true ? "var" : "let"
        for field in value.fields { body.append(indent + "\(fieldAccess)\(keyword) \(field.name): \(typing.dtoType(field).swift)") }
        if let keys = (types.byName[dto.name + ".CodingKeys"] ?? []).first {
            let style = CodingKeysInserter.style(keys.declaration.members.filter { $0.kind == .enumCase }.map { ($0.name, $0.rawValue.map(Self.unquoted)) })
            body.append("")
            body.append(indent + "enum CodingKeys: String, CodingKey {")
            for field in value.fields {
                let key = CodingKeysInserter.key(field.name, style: style)
                body.append(indent + indent + "case \(field.name)" + (key == field.name ? "" : " = \"\(key)\""))
            }
            body.append(indent + "}")
        }
        let memberAccess = member.accessLevel.map { $0 + " " } ?? ""
        if form == .dtoMethod || form == .dtoProperty {
            body.append("")
            body.append(
                indent + (form == .dtoMethod ? "\(memberAccess)func \(mapping.memberName)() -> \(value.name) {" : "\(memberAccess)var \(mapping.memberName): \(value.name) {"))
            body.append(indent + indent + construction)
            body.append(indent + "}")
        }
        // `static func fromDomain(_ workout: Workout) -> WorkoutDTO` on the DTO: the same back.
        if let reverse, reverse.mapping.owner == dto.name, reverse.member.isStatic, var parameter = reverse.member.parameters.first {
            // `_ workout: Workout` becomes `_ warranty: Warranty`; a neutral name (`domain`) stays.
            if parameter.name == NewFileText.lowerFirst(subject.name) {
                if parameter.label == parameter.name { parameter.label = NewFileText.lowerFirst(value.name) }
                parameter.name = NewFileText.lowerFirst(value.name)
            }
            guard let back = ValueConstruction.expression(value, into: dtoName, prefix: parameter.name + ".", typing: typing, from: { $0.type }, to: typing.dtoType) else {
                return nil
            }
            let label = NewFileText.parameter(parameter)
            body.append("")
            body.append(indent + "\(reverse.member.accessLevel.map { $0 + " " } ?? "")static func \(reverse.mapping.memberName)(\(label): \(value.name)) -> \(dtoName) {")
            body.append(indent + indent + back)
            body.append(indent + "}")
        }
        let conformances = dto.declaration.inheritedTypes.filter { $0 != "Identifiable" }
        let access = dto.declaration.accessLevel.map { $0 + " " } ?? ""
        let dtoText =
            (NewFileText.imports(of: dto.file) + ["\(access)struct \(dtoName)\(conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) {"] + body + ["}"])
            .joined(separator: "\n") + "\n"
        var files = [(OutputFile(path: NewFileText.sibling(of: dto.file.path, named: dtoName + ".swift"), contents: dtoText), dto, Role.dto)]
        let argumentLabel = parameter.map { $0.label == "_" ? "" : $0.label + ": " } ?? ""
        let mapperName = DerivedName.of(owner, subject: subject.name, value: value.name) ?? value.name + "Mapper"
        let call: (String) -> String
        switch form {
        case .dtoMethod: call = { "\($0).\(mapping.memberName)()" }
        case .dtoProperty: call = { "\($0).\(mapping.memberName)" }
        case .initializer: call = { "\(value.name)(\(argumentLabel)\($0))" }
        case .mapperType: call = { "\(mapperName)\(member.isStatic ? "" : "()").\(mapping.memberName)(\(argumentLabel)\($0))" }
        }

        guard let mappingOwner = types.resolve(owner, at: mapping.file) ?? (types.extensionsByName[owner] ?? []).first(where: { $0.file.path == mapping.file }) else {
            return DataFiles(files: files, dtoName: dtoName, call: call)
        }
        let imports = NewFileText.imports(of: mappingOwner.file)
        let label = parameter.map(NewFileText.parameter) ?? "dto"
        switch form {
        case .initializer:
            let text =
                imports + [
                    "extension \(value.name) {",
                    indent + "\(memberAccess)init(\(label): \(dtoName)) {",
                    indent + indent + "self.init" + construction.dropFirst(value.name.count),
                    indent + "}",
                    "}",
                ]
            let path = NewFileText.sibling(of: mapping.file, named: "\(value.name)+\(dtoName).swift")
            files.append((OutputFile(path: path, contents: text.joined(separator: "\n") + "\n"), mappingOwner, .mapper))
        case .mapperType:
            let mapperAccess = mappingOwner.declaration.kind == .extension ? "" : mappingOwner.declaration.accessLevel.map { $0 + " " } ?? ""
            let isStatic = member.isStatic ? "static " : ""
            let text =
                imports + [
                    "\(mapperAccess)struct \(mapperName) {",
                    indent + "\(memberAccess)\(isStatic)func \(mapping.memberName)(\(label): \(dtoName)) -> \(value.name) {",
                    indent + indent + construction,
                    indent + "}",
                    "}",
                ]
            files.append(
                (OutputFile(path: NewFileText.sibling(of: mapping.file, named: mapperName + ".swift"), contents: text.joined(separator: "\n") + "\n"), mappingOwner, .mapper))
        case .dtoMethod, .dtoProperty:
            break
        }
        return DataFiles(files: files, dtoName: dtoName, call: call)
    }

    private static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
    }
}
