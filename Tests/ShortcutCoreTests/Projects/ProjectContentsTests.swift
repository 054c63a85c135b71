import Testing

@testable import ShortcutCore

/// What a project or workspace named on the command line stands for.
@Suite struct ProjectContentsTests {
    @Test func aProjectStandsForTheFilesItsTargetsBuildAndTheFoldersTheySynchronize() throws {
        let fileSystem = InMemoryFileSystem(["/work/Platypus/Platypus.xcodeproj/project.pbxproj": XcodeProjectTests.pbxproj])
        let contents = try #require(ProjectContents.xcodeProject(at: "/work/Platypus/Platypus.xcodeproj", fileSystem: fileSystem))
        #expect(
            contents.files == [
                "/work/Platypus/Application/Base.lproj/Platypus.xib", "/work/Platypus/Application/Controller.swift",
                "/work/Platypus/ScriptExec/MainMenu.xib",
            ])
        #expect(contents.folders == ["/work/Platypus/Widgets"])
        #expect(ProjectContents.xcodeProject(at: "/work/None.xcodeproj", fileSystem: fileSystem) == nil)
    }

    @Test func aWorkspaceStandsForTheProjectsAndFoldersItLists() throws {
        let data = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App.xcodeproj"></FileRef>
               <Group location = "group:Packages" name = "Packages">
                  <FileRef location = "group:Kit"></FileRef>
               </Group>
               <FileRef location = "container:Pods/Pods.xcodeproj"></FileRef>
               <FileRef location = "absolute:/elsewhere/Tool.xcodeproj"></FileRef>
            </Workspace>
            """
        let fileSystem = InMemoryFileSystem(["/work/App.xcworkspace/contents.xcworkspacedata": data])
        #expect(
            ProjectContents.workspace(at: "/work/App.xcworkspace", fileSystem: fileSystem) == [
                "/work/App.xcodeproj", "/work/Packages/Kit", "/work/Pods/Pods.xcodeproj", "/elsewhere/Tool.xcodeproj",
            ])
        #expect(
            ProjectContents.resolve("self:", in: "/w", container: "/w", workspace: "/w/App.xcodeproj/project.xcworkspace")
                == "/w/App.xcodeproj")
    }
}
