import StrataAnalysis
import StrataIndex
import StrataModel

/// A project type as rules see it: its role and layer (from the classifier), its declaration and
/// the extensions of it in the same module (where ARC-style code declares conformances and methods).
///
/// A class, shared by every lookup table and every rule: copying a struct of this size retained a
/// dozen strings and arrays each time, which showed up as a tenth of lint's time.
public final class TypeFacts: Sendable {
    /// The declaration or one of its extensions, and the file it is written in.
    ///
    /// A class: rules walk a type's parts for every call site and line they place, and copying a
    /// `Declaration` with its file path retained nine strings and arrays each time.
    package final class Part: Sendable {
        package let declaration: Declaration
        package let file: String

        package init(declaration: Declaration, file: String) {
            self.declaration = declaration
            self.file = file
        }

        /// The part's text contains `line` of `path`.
        func contains(line: Int, in path: String) -> Bool {
            declaration.line <= line && line <= declaration.endLine && file == path
        }
    }

    package let classified: ClassifiedType
    package let declaration: Declaration
    package let extensions: [Part]
    /// Members of the declaration and of its extensions, in that order.
    package let members: [Member]
    /// The declaration and its extensions with the file each is written in (made once: rules ask
    /// for it per file and per line).
    package let parts: [Part]

    init(classified: ClassifiedType, declaration: Declaration, extensions: [Part]) {
        self.classified = classified
        self.declaration = declaration
        self.extensions = extensions
        members = extensions.isEmpty ? declaration.members : declaration.members + extensions.flatMap(\.declaration.members)
        parts = [Part(declaration: declaration, file: classified.file)] + extensions
    }

    package var name: String { classified.name }
    package var role: Role { classified.role }
    package var layer: Layer { classified.layer }
    package var file: String { classified.file }
    package var module: String? { classified.module }

    /// Stored instance properties and initializer parameter types: what the type depends on.
    package var dependencyTypes: [(name: String, line: Int, file: String)] {
        var result: [(name: String, line: Int, file: String)] = []
        for part in parts {
            for member in part.declaration.members {
                switch member.kind {
                case .property where !member.isStatic && !member.isComputed:
                    result += (member.type.map(TypeNameReader.names(in:)) ?? []).map { ($0, member.line, part.file) }
                case .initializer:
                    result += member.parameters.flatMap { TypeNameReader.names(in: $0.type) }.map { ($0, member.line, part.file) }
                default:
                    continue
                }
            }
        }
        return result
    }

    /// The method (or initializer, accessor-bearing property) of this type whose text contains `line`
    /// of `file`: the last member starting at or before it, within the part that contains the line.
    package func member(containing line: Int, in file: String) -> Member? {
        memberAndPart(containing: line, in: file)?.member
    }

    /// The member and the declaration part (the type or one of its extensions) it is written in.
    package func memberAndPart(containing line: Int, in file: String) -> (member: Member, part: Part)? {
        for part in parts where part.contains(line: line, in: file) {
            // Members are in written order: the last one starting at or before the line.
            let members = part.declaration.members
            guard let position = members.lastIndex(where: { $0.line <= line }) else { return nil }
            return (members[position], part)
        }
        return nil
    }
}
