/// Files of repository-style protocols, as a mock generator meets them (and as Mockolo's own
/// benchmarks use): per file a repository and a data source or use case contract, annotated
/// `/// @mockable`, with doc comments, `async`/`throws`/typed throws, closures, properties and the
/// odd generic method. About two protocols per file.
///
/// Deterministic: the same `seed` and count give byte-identical files.
public struct ProtocolCorpus: Sendable {
    private var random: SplitMix64

    public init(seed: UInt64 = 7) {
        random = SplitMix64(seed: seed)
    }

    private static let nouns = [
        "Workout", "Meal", "Invoice", "Customer", "Order", "Product", "Booking", "Ticket", "Message", "Album", "Track", "Recipe",
        "Patient", "Course", "Lesson", "Vehicle", "Trip", "Expense", "Budget", "Note", "Task", "Project", "Contact", "Event",
    ]
    private static let modules = ["Fitness", "Commerce", "Health", "Learning", "Travel", "Finance", "Social", "Media"]

    /// `count` files under `Sources/<Module>/Domain/`.
    public mutating func files(count: Int) -> [CorpusGenerator.File] {
        (0..<count).map { index in
            let noun = Self.nouns[index % Self.nouns.count]
            let module = Self.modules[(index / Self.nouns.count) % Self.modules.count]
            let suffix = String(index)
            let second = random.next(upTo: 3) == 0 ? useCase(noun, suffix) : dataSource(noun, suffix)
            let text = """
                //
                //  \(noun)Repository\(suffix).swift
                //  \(module)
                //

                import Foundation

                \(repository(noun, suffix))
                \(second)
                """
            return CorpusGenerator.File(path: "Sources/\(module)/Domain/\(noun)Repository\(suffix).swift", contents: text)
        }
    }

    private mutating func repository(_ noun: String, _ suffix: String) -> String {
        let lower = noun.prefix(1).lowercased() + noun.dropFirst()
        let error = random.next(upTo: 2) == 0 ? "throws(\(noun)Error)" : "throws"
        var lines = [
            "/// Data access for `\(noun)`; implemented in the Data layer.",
            "/// @mockable",
            "protocol \(noun)Repository\(suffix): Sendable {",
            "    /// The \(lower) with this id, or `nil` when there is none.",
            "    func fetch\(noun)(id: UUID) async \(error) -> \(noun)?",
            "    /// Every stored \(lower).",
            "    func fetchAll() async throws -> [\(noun)]",
            "    /// One page of the list, starting at page 1.",
            "    func fetch\(noun)sPage(page: Int, pageSize: Int) async throws -> [\(noun)]",
            "    /// Inserts or replaces the \(lower).",
            "    func save(_ \(lower): \(noun)) async throws",
            "    /// Removes the \(lower).",
            "    func delete(id: UUID) async \(error)",
        ]
        switch random.next(upTo: 4) {
        case 0:
            lines += ["    /// Changes as they happen; the token stops them.", "    func observe(_ handler: @escaping @Sendable ([\(noun)]) -> Void) -> UUID"]
        case 1:
            lines += ["    /// How many are stored.", "    var count: Int { get async }"]
        case 2:
            lines += ["    /// Decodes a stored payload.", "    func payload<T: Decodable>(_ type: T.Type, for id: UUID) async throws -> T"]
        default:
            lines += ["    /// Items matching the text.", "    func search(query: String, limit: Int) async throws -> [\(noun)]"]
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    private func dataSource(_ noun: String, _ suffix: String) -> String {
        """
        /// Remote source of `\(noun)` values.
        /// @mockable
        protocol \(noun)RemoteDataSource\(suffix): Sendable {
            var baseURL: URL { get }
            func fetch(id: UUID) async throws -> \(noun)DTO
            func search(query: String, page: Int) async throws -> [\(noun)DTO]
            func upload(_ dto: \(noun)DTO) async throws
        }

        """
    }

    private func useCase(_ noun: String, _ suffix: String) -> String {
        """
        /// Loads one `\(noun)`, local first.
        /// @mockable
        protocol Get\(noun)UseCase\(suffix)Contract: Sendable {
            func execute(id: UUID) async throws(\(noun)Error) -> \(noun)
        }

        """
    }
}
