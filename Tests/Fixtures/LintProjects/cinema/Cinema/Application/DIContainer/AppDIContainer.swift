import Foundation

final class AppDIContainer {
    lazy var apiDataTransferService: DataTransferService = {
        let network = DefaultNetworkService(baseURL: URL(string: "https://api.themoviedb.org")!)
        return DefaultDataTransferService(networkService: network)
    }()

    func makeShowsSceneDIContainer() -> ShowsSceneDIContainer {
        ShowsSceneDIContainer(dependencies: .init(apiDataTransferService: apiDataTransferService))
    }
}
