import StrataIndex

/// The requirement a new use case needs when its repository has none that serves it, shaped like
/// the repository's other methods: their verb (`get…`, `fetch…`), their id parameter's label and
/// type (`identifier: Int`, `id: String`), their cache-policy parameter, their effects
/// (`async throws(TravelError)`) and their result wrapper (`Single<…>`).
enum RequirementDesign {
    static func declaration(useCase: String, entity: String, repository: Declaration) -> String {
        let methods = repository.members.filter { $0.kind == .method && !$0.isStatic }
        var (verb, subject) = ServingMethod.split(useCase)
        // `ReadLink` → `read(…)`-style verbs are kept; `PopularMovies` (no verb) reads.
        let firstWord = ServingMethod.words(useCase).first ?? ""
        if verb == nil, ServingMethod.isVerb(firstWord) {
            verb = String(useCase.prefix(firstWord.count))
            subject = String(useCase.dropFirst(firstWord.count))
        }
        let useCaseVerb = verb ?? "Get"
        let reads = ["Get", "Refresh", "Fetch", "Load", "Find", "Search"].contains(useCaseVerb)
        let siblingVerbs = methods.map { ServingMethod.splitMethod($0.name).verb }
        var methodVerb = useCaseVerb.lowercased()
        if useCaseVerb == "Get" || useCaseVerb == "Refresh" {
            methodVerb = ["get", "fetch", "load"].first { siblingVerbs.contains($0) } ?? "get"
        }
        // A read of the cached copy (`LoadTravelDetailCache`) is named and shaped like the
        // repository's cached reads (`loadCachedTravels(status:) -> [Travel]?`): `loadCachedTravelDetail`,
        // optional when theirs are (the cache may not hold it).
        let fromCache = ServingMethod.readsCache(useCase)
        let cachedSibling = fromCache ? methods.first { ServingMethod.readsCache($0.name) } : nil
        if fromCache {
            subject = ServingMethod.withoutCacheWords(subject)
            if let cachedSibling, let cacheWord = ServingMethod.words(cachedSibling.name).first(where: ServingMethod.cacheWords.contains),
                let range = cachedSibling.name.range(of: cacheWord.prefix(1).uppercased() + cacheWord.dropFirst())
            {
                methodVerb = String(cachedSibling.name[..<range.upperBound])
            } else {
                methodVerb += "Cached"
            }
        }
        let isPage = subject.hasSuffix("Page")
        let isList = isPage || subject.hasSuffix("s") || subject.hasSuffix("List") || useCaseVerb == "Search"
        if reads, !fromCache, useCaseVerb != "Search", isList, let sibling = completionListSibling(subject: subject, among: methods) {
            return copied(sibling, verb: ServingMethod.splitMethod(sibling.name).verb, subject: subject)
        }
        var parameters: [String] = []
        let idParameter = methods.lazy.flatMap(\.parameters).first { parameter in
            let name = parameter.name.lowercased()
            return name == "id" || name == "identifier" || parameter.name.hasSuffix("Id") || parameter.name.hasSuffix("ID")
        }
        let entityParameter = methods.lazy.flatMap(\.parameters).first { $0.type == entity }
        switch useCaseVerb {
        case "Create", "Add", "Save", "Update", "Edit":
            parameters.append(entityParameter.map(text) ?? "\(entity.prefix(1).lowercased() + entity.dropFirst()): \(entity)")
        case "Search":
            parameters.append("query: String")
            if isPage { parameters.append("page: Int") }
        default:
            if isPage {
                parameters.append("page: Int")
            } else if !isList {
                parameters.append(idParameter.map(text) ?? "id: String")
            }
        }
        let policies = methods.compactMap { method in method.parameters.first { ServingMethod.isCachePolicy($0.type) } }
        if useCaseVerb == "Get" || useCaseVerb == "Refresh", let policy = policies.first, policies.count * 2 >= methods.count {
            parameters.append(text(policy))
        }
        let pageType = methods.compactMap(\.type).first { $0.hasSuffix("Page") && !$0.hasPrefix("[") }
        var returns: String?
        if reads {
            returns = isPage ? (pageType ?? "[\(entity)]") : isList ? "[\(entity)]" : entity
        }
        if let cachedType = cachedSibling?.type, cachedType.hasSuffix("?"), let plain = returns, !plain.hasSuffix("?") {
            returns = plain + "?"
        }
        let sample = cachedSibling ?? methods.first { $0.type != nil } ?? methods.first
        if let wrapper = sample?.type.flatMap(wrapper), !(sample?.isAsync ?? false) {
            returns = wrapper.prefix + (returns ?? "Void") + wrapper.suffix
        }
        return "func \(methodVerb)\(subject)(\(parameters.joined(separator: ", ")))\(effects(of: sample))\(returns.map { " -> " + $0 } ?? "")"
    }

    /// The repository's list read that hands its result to a completion handler
    /// (`fetchMoviesList(query:page:cached:completion:) -> Cancellable?`), closest to the subject:
    /// a new list read of that repository is written the same way.
    static func completionListSibling(subject: String, among methods: [Member]) -> Member? {
        let subjectWords = Set(ServingMethod.words(subject).map(ServingMethod.stem))
        let candidates = methods.filter { method in
            method.parameters.contains { $0.type.contains("@escaping") }
                && ServingMethod.namesMany(ServingMethod.splitMethod(method.name).subject)
        }
        return candidates.max { left, right in
            closeness(left, to: subjectWords) < closeness(right, to: subjectWords)
        }
    }

    /// Shared subject words, then fewer words of its own (`MoviesList` is closer to `PopularMovies`
    /// than `TrendingMoviesList`).
    private static func closeness(_ method: Member, to subjectWords: Set<String>) -> (Int, Int) {
        let words = Set(ServingMethod.words(ServingMethod.splitMethod(method.name).subject).map(ServingMethod.stem))
        return (words.intersection(subjectWords).count, -words.subtracting(subjectWords).count)
    }

    /// `sibling` renamed for `subject` (`fetchPopularMoviesList`), without the parameters that
    /// say what to search for (the new read names its selection), with its effects and result.
    static func copied(_ sibling: Member, verb: String, subject: String) -> String {
        let parameters = sibling.parameters.filter { !ServingMethod.namesSearchTerm($0) }
        let suffix = sibling.name.hasSuffix("List") && !subject.hasSuffix("List") ? "List" : ""
        let returns = sibling.type.map { " -> " + $0 } ?? ""
        return "func \(verb)\(subject)\(suffix)(\(parameters.map(text).joined(separator: ", ")))\(effects(of: sibling))\(returns)"
    }

    /// ` async throws(TravelError)`, as `method` declares them.
    static func effects(of method: Member?) -> String {
        var effects = ""
        if method?.isAsync == true { effects += " async" }
        if let clause = method?.throwsClause { effects += " " + clause }
        return effects
    }

    static func text(_ parameter: MemberParameter) -> String {
        parameter.label == parameter.name ? "\(parameter.name): \(parameter.type)" : "\(parameter.label) \(parameter.name): \(parameter.type)"
    }

    /// `Single<[Link]>` → (`Single<`, `>`); `AnyPublisher<Movie, Error>` → (`AnyPublisher<`, `, Error>`).
    static func wrapper(_ type: String) -> (prefix: String, suffix: String)? {
        for name in ["Single", "Observable", "Maybe", "Driver"] where type.hasPrefix(name + "<") && type.hasSuffix(">") {
            return (name + "<", ">")
        }
        if type.hasPrefix("AnyPublisher<"), type.hasSuffix(">"), let comma = type.lastIndex(of: ",") {
            return ("AnyPublisher<", String(type[comma...]))
        }
        return nil
    }
}
