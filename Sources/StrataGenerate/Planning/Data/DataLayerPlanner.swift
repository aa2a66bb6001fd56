import StrataModel

/// Stage 1 for the Data layer: every planner of its artifacts, in a stable order.
struct DataLayerPlanner {
    let data: DataScope

    func plan() -> [PlannedFile] {
        var files = DataSupportPlanner(data: data).plan()
        files += DTOPlanner(data: data).plan()
        files += RemotePlanner(data: data).plan()
        files += LocalDataSourcePlanner(data: data).plan()
        files += PersistencePlanner(data: data).plan()
        files += StoredListModelPlanner(data: data).plan()
        files += RepositoryImplementationPlanner(data: data).plan()
        files.append(DataWiringPlanner(data: data).plan())
        files += DTOTestPlanner(data: data).plan()
        files += PersistenceMapperTestPlanner(data: data).plan()
        files += RepositoryImplementationTestPlanner(data: data).plan()
        files += RemoteDataSourceTestPlanner(data: data).plan()
        return files
    }
}
