import StrataAnalysis
import StrataIndex
import StrataModel

/// A project type as rules see it: its role and layer (from the classifier), its declaration and
/// the extensions of it in the same module (where ARC-style code declares conformances and methods).
///
/// A class, shared by every lookup table and every rule: copying a struct of this size retained a
/// dozen strings and arrays each time, which showed up as a tenth of lint's time.
public final class TypeFacts: Sendable {
    public let classified: ClassifiedType
    public let declaration: Declaration
    public let extensions: [(declaration: Declaration, file: String)]
    /// Members of the declaration and of its extensions, in that order.
    public let members: [Member]
    /// The declaration and its extensions with the file each is written in (made once: rules ask
    /// for it per file and per line).
    public let parts: [(declaration: Declaration, file: String)]

    init(classified: ClassifiedType, declaration: Declaration, extensions: [(declaration: Declaration, file: String)]) {
        self.classified = classified
        self.declaration = declaration
        self.extensions = extensions
        members = extensions.isEmpty ? declaration.members : declaration.members + extensions.flatMap(\.declaration.members)
        parts = [(declaration, classified.file)] + extensions
    }

    public var name: String { classified.name }
    public var role: Role { classified.role }
    public var layer: Layer { classified.layer }
    public var file: String { classified.file }
    public var module: String? { classified.module }

    /// Stored instance properties and initializer parameter types: what the type depends on.
    public var dependencyTypes: [(name: String, line: Int, file: String)] {
        var result: [(name: String, line: Int, file: String)] = []
        for part in parts {
            for member in part.declaration.members {
                switch member.kind {
                case .property where !member.isStatic && !member.isComputed:
                    result += (member.type.map(TypeText.names(in:)) ?? []).map { ($0, member.line, part.file) }
                case .initializer:
                    result += member.parameters.flatMap { TypeText.names(in: $0.type) }.map { ($0, member.line, part.file) }
                default:
                    continue
                }
            }
        }
        return result
    }

    /// The method (or initializer, accessor-bearing property) of this type whose text contains `line`
    /// of `file`: the last member starting at or before it, within the part that contains the line.
    public func member(containing line: Int, in file: String) -> Member? {
        memberAndPart(containing: line, in: file)?.member
    }

    /// The member and the declaration part (the type or one of its extensions) it is written in.
    public func memberAndPart(containing line: Int, in file: String) -> (member: Member, part: Declaration)? {
        for part in parts where part.file == file && part.declaration.line <= line && line <= part.declaration.endLine {
            return part.declaration.members.last { $0.line <= line }.map { ($0, part.declaration) }
        }
        return nil
    }
}
