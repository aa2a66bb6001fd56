import StrataIndex

/// Which requirement of a repository protocol a new use case calls, found the way a person reads
/// the protocol: by the use case's verb and subject against the method's name, by the return type
/// against the entity asked for, by the parameters, and, when the project passes a cache policy, by
/// that parameter (`Get…` reads local first, `Refresh…` goes to the remote source).
struct ServingMethod {
    /// The verb a use case name starts with, and the method verbs that serve it.
    static let verbs: [(useCase: String, methods: [String])] = [
        ("Get", ["get", "fetch", "load", "read", "find"]),
        ("Refresh", ["get", "fetch", "load", "refresh", "reload"]),
        ("Fetch", ["fetch", "get", "load", "read", "find"]),
        ("Load", ["load", "get", "fetch", "read"]),
        ("Find", ["find", "get", "fetch", "search"]),
        ("Search", ["search", "find", "get", "fetch"]),
        ("Create", ["create", "add", "save", "insert", "post"]),
        ("Add", ["add", "create", "save", "insert"]),
        ("Save", ["save", "create", "add", "update", "insert", "upsert"]),
        ("Update", ["update", "edit", "save", "patch", "modify"]),
        ("Edit", ["edit", "update", "save"]),
        ("Delete", ["delete", "remove"]),
        ("Remove", ["remove", "delete"]),
    ]

    struct Choice {
        var member: Member
        /// The parameter carrying the cache policy, if the method takes one.
        var cachePolicyParameter: MemberParameter?
        var score: Int
    }

    /// `GetCharacterEpisodes` → (`Get`, `CharacterEpisodes`); nil verb when the name has none.
    /// A verb after a leading qualifier counts too, the qualifier staying in the subject
    /// (`DynamicEditProduct`, a screen's use case → (`Edit`, `DynamicProduct`)).
    static func split(_ useCase: String) -> (verb: String?, subject: String) {
        var qualifier = ""
        var rest = Substring(useCase)
        while !rest.isEmpty {
            for (verb, _) in verbs where rest.hasPrefix(verb) {
                let after = rest.dropFirst(verb.count)
                if after.first?.isUppercase == true { return (verb, qualifier + after) }
            }
            // On to the next word.
            let word = rest.prefix(1) + rest.dropFirst().prefix { !$0.isUppercase }
            qualifier += word
            rest = rest.dropFirst(word.count)
        }
        return (nil, useCase)
    }

    /// A parameter that says what to search for (`query:`, `keyword:`, `searchTerm:`).
    static func namesSearchTerm(_ parameter: MemberParameter) -> Bool {
        [parameter.name.lowercased(), parameter.label.lowercased()].contains { name in
            ["query", "keyword", "term", "search"].contains { name.contains($0) }
        }
    }

    /// The use case reads (`GetMovie`, `PopularMovies`) rather than changes something (`EditProduct`).
    static func isRead(_ useCase: String) -> Bool {
        split(useCase).verb.map { ["Get", "Refresh", "Fetch", "Load", "Find", "Search"].contains($0) } ?? true
    }

    /// `getCharactersPage` → (`get`, `CharactersPage`).
    static func splitMethod(_ name: String) -> (verb: String, subject: String) {
        let verb = name.prefix { $0.isLowercase }
        return (String(verb), String(name.dropFirst(verb.count)))
    }

    /// Words a use case name starts with when it names an action (`Read`, `Mark`, `Toggle`), as
    /// opposed to a subject (`PopularMovies`): the ones method names start with too.
    static func isVerb(_ word: String) -> Bool {
        [
            "read", "mark", "toggle", "bind", "send", "sync", "upload", "download", "observe", "check", "validate", "join", "leave",
            "logout", "login", "sign", "register", "reset", "clear", "move", "sort", "filter", "subscribe", "unsubscribe", "like", "unlike",
            "follow", "unfollow", "report", "block", "share", "calculate", "record", "cancel", "confirm", "verify", "set", "put", "post",
        ].contains(word)
    }

    /// `CharacterEpisodes` → [`character`, `episodes`]; `[Workout]?` → [`workout`]: punctuation
    /// ends a word and is no part of one.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// `episodes` and `episode` are the same word to a reader.
    static func stem(_ word: String) -> String {
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("s"), word.count > 3 { return String(word.dropLast()) }
        return word
    }

    static func isCachePolicy(_ type: String) -> Bool {
        let bare = type.split(separator: ".").last.map(String.init) ?? type
        return bare.hasSuffix("CachePolicy") || bare == "CachePolicy" || bare.hasSuffix("CacheStrategy")
    }

    /// The base type names a return type mentions (`[Link]?` → `Link`; `Single<[Link]>` → `Single`, `Link`).
    static func namesIn(_ type: String) -> [String] {
        var names: [String] = []
        var current = ""
        for character in type {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                current.append(character)
            } else {
                if !current.isEmpty { names.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { names.append(current) }
        return names.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    }

    /// The requirements of `repository` ranked for `useCase`; the best first. Only methods whose
    /// verb can serve the use case's verb are candidates; among them the subject and the entity decide.
    static func ranked(useCase: String, entity: String?, in repository: Declaration) -> [Choice] {
        let (verb, subject) = split(useCase)
        // A verb outside the table (`ReadLink`) is served only by a method of the same verb (`read…`).
        let firstWord = words(useCase).first ?? ""
        let allowed = verb.flatMap { verb in verbs.first { $0.useCase == verb }?.methods } ?? (Self.isVerb(firstWord) ? [firstWord] : nil)
        let subjectWords = Set(words(subject).map(stem))
        let fromCache = readsCache(useCase)
        // `HealthMetricRepositoryProtocol` keeps health metrics only: its bare `delete(_:)` deletes one.
        let repositoryWords = Set(words(repository.name).map(stem)).subtracting(["repository", "protocol", "type", "interface", "contract"])
        let repositoryIsTheSubjects = !subjectWords.isEmpty && repositoryWords == subjectWords
        var choices: [Choice] = []
        for member in repository.members where member.kind == .method && !member.isStatic {
            let (methodVerb, methodSubject) = splitMethod(member.name)
            // `LoadTravelDetailCache` asks for the stored copy: a method that goes to the network
            // (`fetchTravelDetail(id:)`) does not serve it, one that says cache or takes a cache
            // policy may; and a list of cached values does not serve a use case naming one.
            if fromCache {
                let policy = member.parameters.contains { isCachePolicy($0.type) }
                guard policy || readsCache(member.name) else { continue }
                if !policy, let type = member.type, isCollection(type) != namesMany(withoutCacheWords(subject)) { continue }
            }
            var score = 0
            if let allowed {
                guard let position = allowed.firstIndex(of: methodVerb) else { continue }
                score += 4 - min(position, 3)
            }
            let methodWords = Set(words(methodSubject).map(stem))
            let returned = member.type.map(namesIn) ?? []
            let parameterNames = member.parameters.flatMap { [$0.name.lowercased(), $0.label.lowercased()] }
            // A page use case needs a page parameter; a search, a search method or a query.
            if subject.hasSuffix("Page"), !parameterNames.contains(where: { $0.contains("page") || $0.contains("offset") || $0.contains("cursor") }) { continue }
            let takesSearchTerm = member.parameters.contains(where: Self.namesSearchTerm)
            if verb == "Search", !["search", "find"].contains(methodVerb), !takesSearchTerm, !parameterNames.contains(where: { $0.contains("text") || $0.contains("filter") }) {
                continue
            }
            // And the other way round: a method that takes what to search for
            // (`fetchMoviesList(query:page:)`) serves searches, not a list named for what it
            // holds (`PopularMovies`, `UpcomingMovies`), which gets a requirement of its own.
            if takesSearchTerm, !["Search", "Find"].contains(verb ?? ""), !["search", "find"].contains(methodVerb),
                !subjectWords.contains(where: { ["search", "query", "result"].contains($0) })
            {
                continue
            }
            // `fetch(id:)`, `update(_ product: Product)` say nothing by their names: the type they
            // return or take must name the subject, or the repository keep nothing else.
            let taken = member.parameters.flatMap { namesIn($0.type) }
            if methodWords.isEmpty, !repositoryIsTheSubjects,
                !(returned + taken).contains(where: { name in words(name).map(stem).allSatisfy(subjectWords.contains) })
            {
                continue
            }
            // `fetchTrendingMoviesList` for `PopularMovies`: each names a selection the other does
            // not (`Trending`, `Popular`), so the method reads other movies.
            let methodOnly = methodWords.subtracting(subjectWords).subtracting(shapeWords.map(stem))
            let useCaseOnly = subjectWords.subtracting(methodWords).subtracting(shapeWords.map(stem))
            if !methodOnly.isEmpty, !useCaseOnly.isEmpty, !methodWords.intersection(subjectWords).isEmpty { continue }
            // A list (`PopularMovies`) is not read by a method named for one thing that returns no
            // list either (`fetchDetailsMovie(of:completion:)`).
            if namesMany(withoutCacheWords(subject)), !methodSubject.isEmpty, !namesMany(methodSubject), !(member.type.map(isCollection) ?? false) { continue }
            if methodSubject == subject {
                score += 10
            } else if !methodWords.isEmpty, methodWords == subjectWords {
                score += 8
            } else {
                let shared = methodWords.intersection(subjectWords).count
                guard shared > 0 || methodWords.isEmpty || entity != nil else { continue }
                score += 2 * shared - methodWords.subtracting(subjectWords).count
            }
            if let entity {
                if returned.contains(entity) { score += 6 } else if verb.map({ ["Get", "Refresh", "Fetch", "Load", "Search", "Find"].contains($0) }) == true { continue }
            } else if returned.contains(where: { subjectWords.contains(stem($0.lowercased())) || words($0).map(stem) == words(subject).map(stem) }) {
                score += 3
            }
            // `RefreshWorkout` reads one workout, `GetWorkouts` a list: between overloads that both
            // return the entity (`fetch(id:)`, `fetch(from:to:)`), the shape of the result decides.
            if let type = member.type, returned.contains(where: { name in words(name).map(stem).allSatisfy(subjectWords.contains) }) {
                if isCollection(type) == namesMany(subject) { score += 1 }
            }
            let policy = member.parameters.first { isCachePolicy($0.type) }
            if policy != nil, verb == "Get" || verb == "Refresh" { score += 2 }
            if policy == nil, verb == "Refresh" { score -= 1 }
            choices.append(Choice(member: member, cachePolicyParameter: policy, score: score))
        }
        return choices.sorted { $0.score > $1.score }
    }

    /// Words of a use case's subject that only say how much or how it is read, not what.
    static let shapeWords: Set<String> = ["list", "page", "all", "detail", "details", "info", "data", "item", "items"]

    /// The first word of the use case's subject (`Popular` of `PopularMovies`) that the method's
    /// name, parameter labels and result type all leave out; nil when every word is there. The
    /// repository's own name says its subject too: `delete(_:)` of `HealthMetricRepository`
    /// deletes a health metric.
    static func unnamedQualifier(useCase: String, member: Member, repository: String = "") -> String? {
        let (_, subject) = split(useCase)
        let said = Set(
            ([splitMethod(member.name).subject, repository] + member.parameters.flatMap { [$0.label, $0.name] } + [member.type ?? ""])
                .flatMap(words).map(stem))
        let subjectWords = words(withoutCacheWords(subject))
        guard let missing = subjectWords.first(where: { !shapeWords.contains($0) && !said.contains(stem($0)) && !isVerb($0) }) else { return nil }
        return missing.prefix(1).uppercased() + missing.dropFirst()
    }

    /// Words that say a value is read from what the device keeps, not from the network.
    static let cacheWords: Set<String> = ["cache", "cached", "local", "offline"]

    /// `LoadTravelDetailCache`, `GetCachedWorkouts`, `loadCachedTravels`: the name says the cache.
    static func readsCache(_ name: String) -> Bool {
        words(name).contains(where: cacheWords.contains)
    }

    /// `TravelDetailCache` → `TravelDetail`; `CachedWorkouts` → `Workouts`.
    static func withoutCacheWords(_ subject: String) -> String {
        var result = ""
        var word = ""
        for character in subject + "A" {
            if character.isUppercase, !word.isEmpty {
                if !cacheWords.contains(word.lowercased()) { result += word }
                word = ""
            }
            word.append(character)
        }
        return result
    }

    /// `[Workout]`, `[Workout]?`, `Array<Workout>`, `Single<[Link]>`: the value holds many.
    static func isCollection(_ type: String) -> Bool {
        type.contains("[") || type.contains("Array<") || type.contains("Set<")
    }

    /// `Workouts`, `WorkoutList`, `AllWorkouts`, `CharactersPage`: the subject names several things.
    static func namesMany(_ subject: String) -> Bool {
        let parts = words(subject)
        guard let last = parts.last else { return false }
        if ["list", "page", "all", "history"].contains(last) || parts.first == "all" { return true }
        return stem(last) != last
    }

    /// `fetch(id:)`, `fetch(from:to:)`, `reload()`: a method as Swift names it, overloads apart.
    static func selector(_ member: Member) -> String {
        member.name + "(" + member.parameters.map { ($0.label.isEmpty ? $0.name : $0.label) + ":" }.joined() + ")"
    }

    /// The case of the project's cache-policy enum a use case of this verb passes.
    static func policyCase(verb: String?, cases: [String]) -> String? {
        let wanted: [String]
        switch verb {
        case "Refresh": wanted = ["remoteFirst", "networkFirst", "remote", "reload", "refresh", "noCache", "remoteOnly"]
        case "Search": wanted = ["noCache", "remoteOnly", "remote", "remoteFirst", "networkOnly"]
        default: wanted = ["localFirst", "cacheFirst", "local", "cache", "returnCacheDataElseLoad", "default"]
        }
        return wanted.first { cases.contains($0) } ?? (verb == "Refresh" ? nil : cases.first)
    }
}
