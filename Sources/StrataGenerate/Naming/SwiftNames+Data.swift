import StrataModel

/// Names of the Data layer's types, from `Conventions.data`, so repositories, wiring, mocks and tests agree.
extension SwiftNames {
    private var data: DataConventions { conventions.data }

    private func expand(_ pattern: String, _ name: String) -> String {
        base.with("name", name).with("entity", name).with("names", plural(of: name)).expand(pattern)
    }

    package func dto(for entity: String) -> String { expand(data.dtoName, entity) }
    package func dtoMapper(for entity: String) -> String { expand(data.dtoMapperName, entity) }
    package func remoteDataSource(for entity: String) -> String { expand(data.remoteDataSourceName, entity) }
    package func remoteDataSourceProtocol(for entity: String) -> String { expand(data.remoteDataSourceProtocolName, entity) }
    package func localDataSourceProtocol(for entity: String) -> String { expand(data.localDataSourceProtocolName, entity) }
    /// The actor that keeps values in memory: tests, previews, and platforms without SwiftData.
    package func inMemoryLocalDataSource(for entity: String) -> String { "InMemory\(entity)LocalDataSource" }
    package func swiftDataLocalDataSource(for entity: String) -> String { "SwiftData\(entity)LocalDataSource" }
    package func persistentModel(for entity: String) -> String { expand(data.persistentModelName, entity) }
    /// `WorkoutStoredListModel`: the SwiftData rows of a repository's pages and query results, named like its models.
    package func storedListModel(for entity: String) -> String { persistentModel(for: entity + "StoredList") }
    package func persistenceMapper(for entity: String) -> String { expand(data.persistenceMapperName, entity) }
    package func repositoryImplementation(for entity: String) -> String { expand(data.repositoryImplementationName, entity) }

    /// `WorkoutsErrorMapper`: the one place network and storage failures become the feature's error.
    package var errorMapper: String { errorType + "Mapper" }
    /// The Swift file that wires the Data layer into the dependency container.
    package var dataWiringFile: String { dependencyContainer + "+Data" }

    /// `workoutID`: the SwiftData id attribute (the popcorn preset: not `id`).
    package func persistentID(for entity: String) -> String { DataSupportNames.persistentID(for: entity) }

    /// `/workouts`, `/cast-members`: an entity's resource path when the spec names none.
    package func defaultEndpoint(for entity: String) -> String {
        "/" + WireName.kebabCase(plural(of: entity))
    }
}

/// Turning Swift names into wire names.
enum WireName {
    /// `releaseDate` → `release_date`, `posterURL` → `poster_url`.
    static func snakeCase(_ name: String) -> String { separated(name, by: "_") }

    /// `CastMembers` → `cast-members`.
    static func kebabCase(_ name: String) -> String { separated(name, by: "-") }

    private static func separated(_ name: String, by separator: Character) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previousIsLower = characters[index - 1].isLowercase || characters[index - 1].isNumber
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previousIsLower || (nextIsLower && characters[index - 1].isUppercase) { result.append(separator) }
            }
            result += character.lowercased()
        }
        return result
    }
}
