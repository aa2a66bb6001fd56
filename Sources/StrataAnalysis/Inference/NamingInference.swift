import StrataModel

/// Names made of the feature: the feature error type and the dependency container.
enum NamingInference {
    static func evidence(_ facts: InferenceFacts, layout: LayoutInference) -> [FieldEvidence] {
        var error = FieldEvidence(
            "errorTypeName", noun: "error types", phrase: Phrases.name,
            read: { $0.errorTypeName }, write: { $0.errorTypeName = $1 }
        )
        var container = FieldEvidence(
            "dependencyContainerName", noun: "dependency containers", phrase: Phrases.name,
            read: { $0.dependencyContainerName }, write: { $0.dependencyContainerName = $1 }
        )
        for type in domainErrors(facts) {
            let (pattern, spellings) = featurePattern(type.name, layout.feature(ofFile: type.file))
            if !pattern.contains("{"), let owner = owner(of: type, facts: facts) {
                error.add("are one per type, not one per feature", at: facts.location(type), expressible: false, example: "`\(type.name)` beside `\(owner)`")
            } else {
                error.add(pattern, at: facts.location(type), spellings: spellings)
            }
        }
        for type in facts.sourceTypes(.dependencyContainer) {
            let (pattern, spellings) = featurePattern(type.name, layout.feature(ofFile: type.file))
            container.add(pattern, at: facts.location(type), spellings: spellings)
        }
        return [error, container]
    }

    /// Error types of the Domain and Application layers: the ones a feature error stands for
    /// (`APIError`s of the Data layer are the data sources' business).
    /// A test double's error (`MockAuthError`, or one declared in a mock's file) fakes a failure; it
    /// says nothing about how the project names its errors.
    static func domainErrors(_ facts: InferenceFacts) -> [ClassifiedType] {
        let doubleFiles = Set(facts.model.types(.mock).map(\.file))
        return facts.sourceTypes(.errorType).filter { error in
            [.domain, .application, .unknown].contains(error.layer) && !doubleFiles.contains(error.file)
                && !RoleRules.testDoubleWords.contains { Naming.hasWordPrefix(error.name, $0) }
        }
    }

    /// Feature-wide error types: domain errors that do not belong to another type.
    static func featureErrors(_ facts: InferenceFacts) -> [ClassifiedType] {
        domainErrors(facts).filter { owner(of: $0, facts: facts) == nil }
    }

    /// The type an error belongs to: `MovieRepositoryError` declared beside `MovieRepository`,
    /// `FetchMovieDetailsError` beside `FetchMovieDetailsUseCase`.
    static func owner(of error: ClassifiedType, facts: InferenceFacts) -> String? {
        guard let prefix = error.name.droppingSuffix("Error") else { return nil }
        let neighbours = facts.summaries[error.file]?.declarations.filter { $0.kind != .extension && $0.name != error.name } ?? []
        return neighbours.first { $0.name.hasPrefix(prefix) && !$0.name.contains(".") }?.name
    }

    /// `MoviesError` in the Movies feature → `{feature}Error`; a name without the feature is kept as
    /// written (`DomainError`), which the generator reproduces as is.
    static func featurePattern(_ name: String, _ info: FeatureInfo?) -> (String, [String]) {
        guard let info else { return (name, []) }
        var spellings: [String] = []
        if let context = info.context, let pattern = name.replacingFirst(context, with: "{context}") {
            spellings.append(pattern)
        }
        if let feature = info.feature, let pattern = name.replacingFirst(feature, with: "{feature}") {
            spellings.append(pattern)
        }
        if let module = info.module, let pattern = name.replacingFirst(module, with: "{module}") {
            spellings.append(pattern)
        }
        guard let first = spellings.first else { return (name, []) }
        // `{feature}` reads best when it is one of the options; a module named after no feature
        // (`ShopAssembly` in `Shop`) is clearer written out.
        if let preferred = spellings.first(where: { $0.contains("{feature}") }) { return (preferred, spellings) }
        if info.modulePattern == nil, info.feature == nil { return (name, spellings) }
        return (first, spellings)
    }
}
