import StrataIndex
import StrataModel

extension LayoutInference {
    /// The files of each Data-layer kind, one per file: a file holding a protocol and its
    /// implementation (`UserRemoteDataSource.swift`) is one vote for where remote data sources live.
    func placedDataFiles() -> [PlacedFile] {
        let data = facts.data
        let remoteImplementations = data.dataSources.filter { $0.side == .remote }.map(\.type)
        let implemented = Set(remoteImplementations.flatMap(\.conformances))
        // The generator writes a remote data source's protocol beside its implementation: the
        // implementation's folder is the one to follow; a protocol alone counts when nothing implements it.
        let remote = remoteImplementations + data.dataSourceProtocols.filter { $0.side == .remote && !implemented.contains($0.type.name) }.map(\.type)
        let local = (data.dataSourceProtocols + data.dataSources).filter { $0.side == .local }.map(\.type)
        let kinds: [(ArtifactKind, [ClassifiedType])] = [
            (.dto, data.dtos),
            (.dtoMapper, data.dtoMappers.map(\.type)),
            (.dataSupport, data.supportTypes),
            (.remoteDataSource, remote),
            (.localDataSource, local),
            (.persistence, data.persistentModels),
            (.persistenceMapper, data.persistenceMappers.map(\.type)),
            (.repositoryImplementation, data.repositoryImplementations.map(\.type)),
            (.dataMock, data.mocks),
            (.dataTest, data.tests),
        ]
        return kinds.flatMap { kind, types in
            Self.onePerFile(types).map { type in
                // Strata names its networking files itself (`APIClient.swift` holds `URLSessionAPIClient`): only their folder says something.
                let name = kind == .dataSupport ? Self.baseName(type.file) : type.name
                return PlacedFile(kind: kind, name: name, subject: type.name, path: type.file, line: type.line)
            }
        }
    }

    static func baseName(_ path: String) -> String {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        return fileName.droppingSuffix(".swift") ?? fileName
    }

    /// Per file, the type named like the file, else its first type of the kind; in path order.
    static func onePerFile(_ types: [ClassifiedType]) -> [ClassifiedType] {
        let byFile = Dictionary(grouping: types, by: \.file)
        return byFile.keys.sorted().compactMap { file in
            let candidates = (byFile[file] ?? []).sorted { $0.line < $1.line }
            let fileName = file.split(separator: "/").last.map(String.init) ?? file
            return candidates.first { $0.name + ".swift" == fileName } ?? candidates.first
        }
    }
}
