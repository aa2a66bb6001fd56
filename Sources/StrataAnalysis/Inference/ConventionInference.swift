import StrataIndex
import StrataModel

/// The house style of a codebase, read from its own code: the `Conventions` that reproduce it, the
/// evidence for each field, and where the codebase disagrees with itself.
public struct InferredConventions: Sendable {
    /// Complete: the inferred fields over the closest preset's values.
    package var conventions: Conventions
    /// The preset that agrees with the most inferred fields.
    package var closestPreset: String
    /// One per field decided from evidence, in `Conventions` order.
    package var findings: [ConventionFinding]
    /// Fields where the codebase disagrees with itself, with where the minority lives.
    package var inconsistencies: [ConventionFinding]
    /// The `layers:` globs the classification rests on, with their evidence.
    package var layers: [LayerProposal] = []

    package init(conventions: Conventions, closestPreset: String, findings: [ConventionFinding], inconsistencies: [ConventionFinding]) {
        self.conventions = conventions
        self.closestPreset = closestPreset
        self.findings = findings
        self.inconsistencies = inconsistencies
    }

    package func finding(_ field: String) -> ConventionFinding? { findings.first { $0.field == field } }
}

/// What the code says about one `Conventions` field.
public struct ConventionFinding: Sendable, Hashable, Codable {
    /// The `Conventions` property, dotted when nested: `useCaseContractName`, `paths.useCase`,
    /// `repositoryMethods.fetchByID`.
    package var field: String
    /// The chosen value as written in `.strata.yml` (without YAML quotes; lists as `[A, B]`, no value as `null`).
    package var value: String
    /// "41 of 42": the observations that agree with the chosen value, of all observations.
    package var support: Int
    package var total: Int
    /// "use case contracts end in `Contract`: 41 of 42".
    package var summary: String
    /// Where the minority lives (the first 5, by path and line).
    package var outliers: [SourceLocation]
    /// The codebase clearly shows this value: a style Strata can write, no tie, at least two
    /// observations and two thirds of them. Generated code is held to clear findings.
    package var isClear: Bool

    /// The `paths` fields of Data-layer files, reported with the rest of the Data layer.
    static let dataPaths = Set(ArtifactKind.placed.filter(\.isDataLayer).map { "paths." + $0.rawValue })

    package init(field: String, value: String, support: Int, total: Int, summary: String, outliers: [SourceLocation], isClear: Bool = false) {
        self.field = field
        self.value = value
        self.support = support
        self.total = total
        self.summary = summary
        self.outliers = outliers
        self.isClear = isClear
    }

    /// Report sections, in order.
    package static let areas = ["Code style", "Entities and enums", "Repositories", "Use cases", "Mocks and tests", "Names and layout", "Data layer"]

    /// The report section the field belongs to (one of `areas`).
    package var area: String {
        let head = field.split(separator: ".").first.map(String.init) ?? field
        if head == "data" || Self.dataPaths.contains(field) { return "Data layer" }
        switch head {
        case "repositoryProtocolName", "repositoryRefinesSendable", "repositoryMethods", "repositoryCachePolicyParameter": return "Repositories"
        case "useCaseStyle", "useCaseName", "useCaseContractName", "typedThrows", "lightweightCRUD": return "Use cases"
        case "entityConformances", "entityPropertiesAlwaysLet", "defaultIDType", "idDefaultsToNewUUID", "optionalParametersDefaultToNil",
            "enumConformances", "accessLevel":
            return "Entities and enums"
        case "mockName", "mockMainActorInit", "mockFactoryFileName", "testFramework": return "Mocks and tests"
        case "errorTypeName", "dependencyContainerName", "moduleName", "paths": return "Names and layout"
        default: return "Code style"
        }
    }
}

/// Infers `Conventions` by majority vote over what the classified code shows.
///
/// Each rule counts observations (one per repository protocol, use case, entity, file…). The closest
/// preset is the one that agrees with the most majorities; ties go to its value; fields without
/// evidence keep its value and get no finding; styles Strata cannot generate are reported, not guessed.
package enum ConventionInference {
    package static let maxOutliers = 5

    /// - Parameter sourceText: a file's text by its path, for facts the index does not keep (JSON
    ///   coder settings); by default read from disk under `index.root`.
    package static func infer(_ model: CodebaseModel, index: SourceIndex, sourceText: ((String) -> String?)? = nil) -> InferredConventions {
        let facts = InferenceFacts(model: model, index: index, sourceText: sourceText)
        let layout = LayoutInference(facts: facts)
        let evidence =
            (StyleInference.evidence(facts, layout: layout)
            + EntityInference.evidence(facts)
            + RepositoryInference.evidence(facts)
            + UseCaseStyleInference.evidence(facts)
            + NamingInference.evidence(facts, layout: layout)
            + MockInference.evidence(facts)
            + layout.evidence()
            + DataNamingInference.evidence(facts, data: facts.data, layout: layout)
            + WireFormatInference.evidence(facts, data: facts.data)
            + CachingInference.evidence(facts, data: facts.data)
            + APIClientInference.evidence(facts, data: facts.data)).filter { !$0.isEmpty }.enumerated().sorted { lhs, rhs in
                (fieldOrder(lhs.element.field), lhs.offset) < (fieldOrder(rhs.element.field), rhs.offset)
            }.map(\.element)

        let preset = closestPreset(evidence)
        var conventions = preset
        var findings: [ConventionFinding] = []
        var inconsistencies: [ConventionFinding] = []
        var decided = Set<String>()
        for field in evidence {
            guard let decision = field.decide(preset: preset) else { continue }
            field.write(&conventions, decision.written)
            if decision.winner?.expressible == true { decided.insert(field.field) }
            let finding = Self.finding(field, decision, preset: preset)
            findings.append(finding)
            guard decision.support < decision.total else { continue }
            var inconsistency = finding
            // A tie without a winner names both sides already; otherwise say what the others do.
            if decision.winner != nil {
                let others = decision.others.prefix(3).map { other in
                    "\(other.count) " + (other.expressible ? field.phrase(other.value) : other.described)
                }
                inconsistency.summary += "; " + others.joined(separator: ", ")
            }
            inconsistencies.append(inconsistency)
        }
        let observed = Set(evidence.map(\.field))
        for (field, source) in companions {
            guard let fieldPath = field.pathPattern, let sourcePath = source.pathPattern else { continue }
            if !observed.contains("paths." + field.rawValue) && observed.contains("paths." + source.rawValue)
                && preset.paths[keyPath: fieldPath] == preset.paths[keyPath: sourcePath]
            {
                conventions.paths[keyPath: fieldPath] = conventions.paths[keyPath: sourcePath]
            }
        }
        DataNameDerivation.apply(&conventions, decided: decided, preset: preset)
        // A preset's Data modules need `public` types across them; a project that declares its types
        // internal keeps its Data layer in the feature's module, or the config would not load.
        if conventions.modules.isSplit, conventions.accessLevel == .internal {
            conventions.modules = .single
            findings.append(
                ConventionFinding(
                    field: "modules", value: "{adapters: null, infrastructure: null}", support: 0, total: 0,
                    summary:
                        "the Data layer stays in the feature's module: the \(preset.preset) preset's separate Data modules need `public` types, and this project declares them `internal`",
                    outliers: []))
        }
        // A project whose modules carry a product prefix (`PopcornMovies`) keeps it for new features.
        let usesApp =
            conventions.moduleName.contains("{app}") || conventions.paths.sources.contains("{app}")
            || conventions.paths.sources.contains("{context}")
        let apps = Set(layout.features.compactMap(\.app).filter { !$0.isEmpty })
        if usesApp, apps.count == 1, let app = apps.first {
            conventions.defaultApp = app
            findings.append(
                ConventionFinding(
                    field: "defaultApp", value: app, support: layout.features.count, total: layout.features.count,
                    summary: "modules carry the product prefix `\(app)`: \(layout.features.count) of \(layout.features.count)",
                    outliers: [], isClear: true
                ))
        }
        var inferred = InferredConventions(conventions: conventions, closestPreset: preset.preset, findings: findings, inconsistencies: inconsistencies)
        inferred.layers = LayerInference.proposals(model, index: index)
        return inferred
    }

    /// Files the presets keep together: without evidence of its own, the first follows the second
    /// (the cache policy goes beside the repositories the code shows, not in the preset's folder).
    static let companions: [(ArtifactKind, ArtifactKind)] = [
        (.enumType, .entity), (.cachePolicy, .repository), (.useCaseMock, .repositoryMock), (.repositoryMock, .useCaseMock),
        (.dtoMapper, .dto), (.persistenceMapper, .persistence), (.persistence, .persistenceMapper),
        (.localDataSource, .remoteDataSource), (.remoteDataSource, .localDataSource), (.dataMock, .repositoryMock),
        (.dataWiring, .dependencyContainer),
    ]

    /// Position of a field's property in `Conventions`, so findings read in the order of `.strata.yml`.
    static func fieldOrder(_ field: String) -> Int {
        // The Data layer's folders read after its names, at the end of the report like `data:` in the file.
        if ConventionFinding.dataPaths.contains(field) { return conventionFields.count }
        let head = field.split(separator: ".").first.map(String.init) ?? field
        return conventionFields.firstIndex(of: head) ?? conventionFields.count
    }

    static let conventionFields: [String] = Mirror(reflecting: Presets.vitalArc).children.compactMap(\.label)

    /// The preset agreeing with the most majorities; then with the most observations; then the first listed.
    static func closestPreset(_ evidence: [FieldEvidence]) -> Conventions {
        var best = Presets.all[0]
        var bestScore = (fields: -1, votes: -1)
        for preset in Presets.all {
            var score = (fields: 0, votes: 0)
            for field in evidence where field.agrees(with: preset) {
                score.fields += 1
                score.votes += field.leaders.first?.count ?? 0
            }
            if score.fields > bestScore.fields || (score.fields == bestScore.fields && score.votes > bestScore.votes) {
                best = preset
                bestScore = score
            }
        }
        return best
    }

    static func finding(_ field: FieldEvidence, _ decision: FieldEvidence.Decision, preset: Conventions) -> ConventionFinding {
        var summary = "\(field.noun) "
        let kept = "keeping the \(preset.preset) preset's `\(decision.written.replacingNewlines)`"
        let top = decision.leaders[0]
        // A two-way tie of everything (1 and 1 of 2) is told as a tie; a tie of a few among many is not.
        let tiedOfAll = decision.leaders.count * top.count == decision.total
        if top.count * 2 <= decision.total, decision.leaders.count == 1 || (decision.winner != nil && !tiedOfAll) {
            // No value reaches half: never told as the convention, only as the most common one.
            let common = decision.leaders.map { $0.expressible ? field.phrase($0.value) : $0.described }
            let told = common.joined(separator: " or ")
            summary += "follow no majority (most common: \(told), \(top.count)\(common.count == 1 ? "" : " each") of \(decision.total)); " + kept
            return ConventionFinding(
                field: field.field, value: decision.written, support: decision.support, total: decision.total, summary: summary,
                outliers: Array(decision.outliers.prefix(maxOutliers)), isClear: false
            )
        }
        switch decision.winner {
        case let winner? where winner.expressible:
            summary += field.phrase(decision.written) + ": \(decision.support) of \(decision.total)"
            if decision.tie { summary += " (a tie, settled by the \(preset.preset) preset)" }
        case let winner?:
            summary += winner.described + ": \(winner.count) of \(decision.total) — Strata cannot generate this style; " + kept
        case nil where decision.leaders.allSatisfy(\.expressible):
            let tied = decision.leaders.map { "`\($0.value.replacingNewlines)`" }
            summary += "split evenly between \(tied.joined(separator: " and ")) (\(decision.leaders[0].count) each of \(decision.total)); " + kept
        case nil:
            // A style Strata cannot write is told as a phrase ("are named after …"), not a value.
            let phrases = decision.leaders.map { $0.expressible ? field.phrase($0.value) : $0.described }
            let told = phrases.enumerated().map { ($0.offset == phrases.count - 1 ? "others " : "some ") + $0.element }
            summary += "split evenly (\(decision.leaders[0].count) each of \(decision.total)): \(told.joined(separator: ", ")); " + kept
        }
        return ConventionFinding(
            field: field.field, value: decision.written, support: decision.support, total: decision.total, summary: summary,
            outliers: Array(decision.outliers.prefix(maxOutliers)),
            isClear: (decision.winner?.expressible ?? false) && !decision.tie && decision.support >= 2 && decision.support * 3 >= decision.total * 2
        )
    }
}
