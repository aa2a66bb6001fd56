import StrataAnalysis
import StrataIndex
import StrataModel

/// Rule 11: a single optional is mapped with `Optional.map` (`value.map(mapper.map)`), not with
/// optional chaining (`value?.map(mapper.map)`), which is for optional collections.
struct OptionalMapRule: LintRule {
    static let description = RuleDescription(
        id: "optional-map-on-single-value",
        title: "Map a single optional with `.map`, not `?.map`",
        impact: .medium,
        impactDescription: "`single?.map(mapper.map)` calls `map` on the wrapped value: it does not type-check, or silently means something else",
        tags: ["mapper", "optional", "swift", "fix"],
        rationale: """
            For an optional *array*, `dto.genres?.map(genreMapper.map)` is right: `?.` unwraps the array \
            and `map` runs over its elements. For a *single* optional, the mapping is `Optional.map`: \
            `dto.status.map(statusMapper.map)`. Writing `?.map` there asks the wrapped value for a `map` \
            method (the popcorn preset's pitfall). The rule is certain when the value is `first`/`last`-like or its \
            declared type is a non-collection optional, and then `--fix` removes the `?`; when it only \
            guesses from names (`status` with `statusMapper`) the fix needs `--unsafe-fixes`.
            """,
        incorrect: RuleExample(
            "`?.map` on the first element",
            code: """
                // Sources/Movies/Infrastructure/DataSources/MovieLocalDataSource.swift
                struct MovieLocalDataSource {
                    let mapper: MovieMapper

                    func movie(in entities: [MovieEntity]) -> Movie? {
                        entities.first?.map(mapper.map)
                    }
                }
                """),
        correct: RuleExample(
            "`Optional.map` on the single value, `?.map` on an optional array",
            code: """
                // Sources/Movies/Infrastructure/DataSources/MovieLocalDataSource.swift
                struct MovieLocalDataSource {
                    let mapper: MovieMapper
                    let genreMapper: GenreMapper

                    func movie(in entities: [MovieEntity]) -> Movie? {
                        entities.first.map(mapper.map)
                    }

                    func genres(of dto: MovieDTO) -> [Genre]? {
                        dto.genres?.map(genreMapper.map)
                    }
                }
                """),
        fix: .sometimesSafe,
        sources: ["popcorn preset", "popcorn fixture"]
    )

    /// Members that yield one optional element of a collection.
    static let singleElementAccessors: Set<String> = ["first", "last", "randomElement", "min", "max", "popLast", "popFirst", "first(where", "last(where"]

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        for call in file.code.calls where call.name == "map" || call.name == "flatMap" {
            guard let receiver = call.receiver, receiver.hasSuffix("?"), let argument = call.functionReferenceArgument,
                let chainLine = call.optionalChainLine, let chainColumn = call.optionalChainColumn
            else { continue }
            let value = String(receiver.dropLast())
            guard let certainty = singleValue(value, mapper: argument, line: call.line, file: file) else { continue }
            let fix = Fix(
                summary: "use `Optional.map`: remove the `?`", isSafe: certainty == .certain,
                edits: [TextEdit(line: chainLine, column: chainColumn, length: 1, replacement: "")])
            let why = certainty == .certain ? "`\(value)` is one optional value" : "`\(value)` looks like one optional value (from its name)"
            findings.add(
                "`\(receiver).\(call.name)(\(argument))` maps a single optional with `?.`: \(why), so use `Optional.map` — `\(value).\(call.name)(\(argument))`; `?.map` is for optional arrays.",
                line: chainLine, column: chainColumn, fix: fix)
        }
    }

    enum Certainty { case certain, guessed }

    /// Whether `value` (the receiver without its `?`) is a single optional rather than an optional collection.
    private func singleValue(_ value: String, mapper: String, line: Int, file: LintFile) -> Certainty? {
        let components = value.split(separator: ".").map(String.init)
        guard let last = components.last else { return nil }
        let lastName = last.prefix { $0 != "(" }
        if Self.singleElementAccessors.contains(String(lastName)) || Self.singleElementAccessors.contains(String(last.prefix { $0 != ":" })) {
            return .certain
        }
        // `param.property` with the property declared in the project: its type decides.
        if components.count == 2, let type = file.type(containing: line), let method = type.member(containing: line, in: file.path),
            let parameter = method.parameters.first(where: { $0.name == components[0] }),
            let owner = file.project.type(named: TypeNameReader.baseName(parameter.type), from: file.module),
            let property = owner.members.first(where: { $0.kind == .property && $0.name == last }), let declared = property.type
        {
            let trimmed = declared.trimmingCharacters(in: " ")
            guard trimmed.hasSuffix("?") else { return nil }
            return trimmed.hasPrefix("[") || trimmed.hasPrefix("Set<") || trimmed.hasPrefix("Array<") ? nil : .certain
        }
        // Names: `status` with `statusMapper.map` is one value; `genres` with `genreMapper.map` is a list.
        let mapperName = mapper.split(separator: ".").first.map(String.init) ?? ""
        guard mapperName.hasSuffix("Mapper") else { return nil }
        let subject = String(mapperName.dropLast(6)).lowercased()
        return String(lastName).lowercased() == subject && !subject.isEmpty ? .guessed : nil
    }
}
