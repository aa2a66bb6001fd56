import StrataAnalysis
import StrataIndex
import StrataModel

/// A mapper's update-in-place method maps every property its create method maps (the popcorn preset's
/// three-method infrastructure mapper).
struct MapperCompletenessRule: LintRule {
    static let description = RuleDescription(
        id: "mapper-completeness",
        title: "An update-in-place mapper maps every property the create mapper maps",
        impact: .medium,
        impactDescription: "a property forgotten in `map(_:to:)` is saved once and then silently never updated again",
        tags: ["mapper", "data-layer", "swiftdata", "persistence"],
        rationale: """
            The popcorn preset's infrastructure mappers have three methods: entity → domain, domain → entity \
            (create), and domain → entity in place (update an existing `@Model`). The update method is \
            the one people forget to extend when a property is added: the value is stored when the \
            record is created and never refreshed. This rule compares the domain properties read by \
            `map(_ domain: D) -> E` with those read by `map(_ domain: D, to entity: E)` and reports the \
            ones the update leaves out (`id` excepted: identity does not change).
            """,
        incorrect: RuleExample(
            "the update method forgets `tagline`",
            code: """
                // Sources/Movies/Infrastructure/Mappers/MovieMapper.swift
                struct MovieMapper {
                    func map(_ domain: Movie) -> MovieEntity {
                        MovieEntity(movieID: domain.id, title: domain.title, tagline: domain.tagline)
                    }

                    func map(_ domain: Movie, to entity: MovieEntity) {
                        entity.title = domain.title
                        entity.cachedAt = .now
                    }
                }
                """),
        correct: RuleExample(
            "both methods map the same properties",
            code: """
                // Sources/Movies/Infrastructure/Mappers/MovieMapper.swift
                struct MovieMapper {
                    func map(_ domain: Movie) -> MovieEntity {
                        MovieEntity(movieID: domain.id, title: domain.title, tagline: domain.tagline)
                    }

                    func map(_ domain: Movie, to entity: MovieEntity) {
                        entity.title = domain.title
                        entity.tagline = domain.tagline
                        entity.cachedAt = .now
                    }
                }
                """),
        sources: ["popcorn preset", "popcorn fixture"]
    )

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard !file.isTest else { return }
        for type in file.touchingTypes where type.role == .mapper || type.name.hasSuffix("Mapper") {
            for part in type.parts where part.file == file.path {
                check(part.declaration, of: type, in: file, &findings)
            }
        }
    }

    private func check(_ part: Declaration, of type: TypeFacts, in file: LintFile, _ findings: inout FindingSink) {
        let methods = part.members.filter { $0.kind == .method }
        for update in methods where update.parameters.count == 2 && (update.type == nil || update.type == "Void") {
            // The parameter written is the target, whichever comes first: `map(_ domain:, to entity:)`
            // and `update(_ entity:, with domain:)` both write the entity. A struct passed without
            // `inout` cannot be written, so it is the source.
            let orders = [(update.parameters[0], update.parameters[1]), (update.parameters[1], update.parameters[0])]
            func create(from source: MemberParameter, to target: MemberParameter) -> Member? {
                methods.first { method in
                    method.parameters.count == 1 && TypeNameReader.baseName(method.parameters[0].type) == TypeNameReader.baseName(source.type)
                        && method.type.map(TypeNameReader.baseName) == TypeNameReader.baseName(target.type)
                }
            }
            guard
                let (source, target, create) = orders.lazy.compactMap({ pair -> (MemberParameter, MemberParameter, Member)? in
                    guard isWritable(pair.1, file: file), let made = create(from: pair.0, to: pair.1) else { return nil }
                    return (pair.0, pair.1, made)
                }).first
            else { continue }
            let sourceType = TypeNameReader.baseName(source.type), targetType = TypeNameReader.baseName(target.type)
            let created = reads(of: create.parameters[0].name, in: create, type: type, file: file)
            let updated = reads(of: source.name, in: update, type: type, file: file)
            let missing = created.subtracting(updated).subtracting(["id"]).sorted()
            guard !missing.isEmpty else { continue }
            let list = missing.map { "`\($0)`" }.joined(separator: ", ")
            let example = missing.first.map { "`\(target.name).\($0) = \(source.name).\($0)`" } ?? ""
            findings.add(
                "`\(type.name).\(TypeReading.selector(update))` updates `\(targetType)` in place but never maps \(list) from `\(sourceType)`, which `\(TypeReading.selector(create)) -> \(targetType)` maps: add \(example)\(missing.count > 1 ? " and the others" : "").",
                line: update.line)
        }
    }

    /// An `inout` parameter, or one of a class (or unknown) type: what an update method can write.
    private func isWritable(_ parameter: MemberParameter, file: LintFile) -> Bool {
        if parameter.type.includes("inout") { return true }
        guard let type = file.project.type(named: TypeNameReader.baseName(parameter.type), from: file.module) else { return true }
        return type.declaration.kind == .class || type.declaration.kind == .actor
    }

    /// Members read on parameter `name` inside the method's lines.
    private func reads(of name: String, in method: Member, type: TypeFacts, file: LintFile) -> Set<String> {
        guard let range = TypeReading.lineRange(of: method, in: type, file: file.path) else { return [] }
        return Set(file.code.memberAccesses.filter { $0.base == name && range.contains($0.line) }.map(\.member))
    }
}
