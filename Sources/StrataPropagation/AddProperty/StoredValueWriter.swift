import StrataAnalysis
import StrataIndex
import StrataModel
import StrataWorkspace

/// A new value type's stored model beside the subject's (`@Model final class WarrantyModel`,
/// enums kept as raw `String?`, the same `#if canImport(SwiftData)` guard and imports) and the
/// mapper between them, shaped like the subject's own stored-model mapper (its method names and
/// labels, both directions). The parent model then holds the value through a cascading
/// relationship, and the parent mapper maps it through the new mapper.
struct StoredValueWriter {
    let types: ProjectTypes
    let indent: String

    struct Files {
        var model: OutputFile
        var mapper: OutputFile
        var mapperOwner: ProjectType
    }

    /// nil when the subject's stored-model mapping has a shape Strata does not copy (not a mapper
    /// type with a method each way) or a name it would take is already used.
    func files(
        _ value: NewStructType, model: ProjectType, subject: ProjectType, mappings: [Mapping], read: (String) -> String?
    ) -> Files? {
        guard let toDomain = mappings.first(where: { $0.direction == .toSubject && $0.memberKind == .method }),
            let fromDomain = mappings.first(where: { $0.direction == .fromSubject && $0.memberKind == .method && $0.owner == toDomain.owner }),
            let ownerName = toDomain.owner, let owner = types.resolve(ownerName, at: toDomain.file),
            let toMember = SubMappingFinder(types: types).member(of: toDomain), toMember.parameters.count == 1,
            let fromMember = SubMappingFinder(types: types).member(of: fromDomain), fromMember.parameters.count == 1
        else { return nil }
        let modelName = Self.derivedName(model.name, subject: subject.name, value: value.name, fallback: "Model")
        let mapperName = Self.derivedName(ownerName, subject: subject.name, value: value.name, fallback: "ModelMapper")
        guard types.resolve(modelName, at: model.file.path) == nil, types.resolve(mapperName, at: owner.file.path) == nil else { return nil }

        let typing = FieldTyping(types: types, module: model.module)
        let modelSource = read(model.file.path) ?? ""
        let (header, footer) = Self.guardLines(modelSource)
        var lines = header
        lines.append("/// SwiftData storage of `\(value.name)`, kept with the `\(model.name)` that holds it.")
        lines.append("@Model")
        lines.append("\(NewFileText.access(model.declaration.accessLevel))final class \(modelName) {")
        for field in value.fields { lines.append(indent + "var \(field.name): \(typing.persistenceType(field).swift)") }
        let parameters = value.fields.map { field -> String in
            let type = typing.persistenceType(field)
            return "\(field.name): \(type.swift)" + (type.isOptional ? " = nil" : "")
        }
        lines.append("")
        lines.append(indent + "init(\(parameters.joined(separator: ", "))) {")
        for field in value.fields { lines.append(indent + indent + "self.\(field.name) = \(field.name)") }
        lines.append(indent + "}")
        lines.append("}")
        lines += footer
        let modelFile = OutputFile(path: NewFileText.sibling(of: model.file.path, named: modelName + ".swift"), contents: lines.joined(separator: "\n") + "\n")

        guard
            let toValue = ValueConstruction.expression(
                value, into: value.name, prefix: toMember.parameters[0].name + ".", typing: typing, from: typing.persistenceType, to: { $0.type }),
            let toModel = ValueConstruction.expression(
                value, into: modelName, prefix: fromMember.parameters[0].name + ".", typing: typing, from: { $0.type }, to: typing.persistenceType)
        else { return nil }
        let (mapperHeader, mapperFooter) = Self.guardLines(read(owner.file.path) ?? modelSource)
        var mapper = mapperHeader
        mapper.append("/// Maps `\(modelName)` to `\(value.name)` and back.")
        mapper.append("\(NewFileText.access(owner.declaration.accessLevel))struct \(mapperName) {")
        mapper.append(
            indent + "\(NewFileText.access(toMember.accessLevel))func \(toDomain.memberName)(\(NewFileText.parameter(toMember.parameters[0])): \(modelName)) -> \(value.name) {")
        mapper.append(indent + indent + toValue)
        mapper.append(indent + "}")
        mapper.append("")
        mapper.append(
            indent
                + "\(NewFileText.access(fromMember.accessLevel))func \(fromDomain.memberName)(\(NewFileText.parameter(fromMember.parameters[0])): \(value.name)) -> \(modelName) {")
        mapper.append(indent + indent + toModel)
        mapper.append(indent + "}")
        mapper.append("}")
        mapper += mapperFooter
        let mapperFile = OutputFile(path: NewFileText.sibling(of: owner.file.path, named: mapperName + ".swift"), contents: mapper.joined(separator: "\n") + "\n")
        return Files(model: modelFile, mapper: mapperFile, mapperOwner: owner)
    }

    /// The lines before the file's first declaration that guard or import (`import Foundation`,
    /// `#if canImport(SwiftData)`, `import SwiftData`), and the `#endif` that closes the guard.
    static func guardLines(_ source: String) -> (header: [String], footer: [String]) {
        var header: [String] = []
        var opened = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingSpaces()
            if trimmed.hasPrefix("import ") || trimmed.hasPrefix("@testable import ") || trimmed.hasPrefix("@preconcurrency import ") {
                header.append(trimmed)
            } else if trimmed.hasPrefix("#if ") {
                header.append(trimmed)
                opened += 1
            } else if trimmed.isEmpty || trimmed.hasPrefix("//") {
                continue
            } else {
                break
            }
        }
        return (header.isEmpty ? [] : header + [""], Array(repeating: "#endif", count: opened))
    }

    /// `WorkoutModel` → `WarrantyModel` for `Workout`; `Value` + fallback when the name does not contain the subject.
    static func derivedName(_ name: String, subject: String, value: String, fallback: String) -> String {
        DerivedName.of(name, subject: subject, value: value) ?? value + fallback
    }
}
