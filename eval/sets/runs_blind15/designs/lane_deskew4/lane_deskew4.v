// lane_deskew4: aligns four byte lanes of a parallel link.  Each lane carries
// a marker byte (MARK) once per frame; after 'train' the marker arrival time
// of each lane is recorded and the early lanes are delayed so that all
// markers line up.  Lanes 0-1 are routed short (DEPTH 2), lanes 2-3 long
// (DEPTH 4).
module lane_deskew4 #(
    parameter [7:0] MARK = 8'hBC
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        train,
    input  wire [31:0] lanes_in,
    output reg  [31:0] lanes_out,
    output reg         aligned
);
    reg  [2:0] arr [0:3];
    reg  [3:0] got;
    reg  [2:0] tcount;
    reg  [1:0] dsel0, dsel1, dsel2, dsel3;
    wire [31:0] dly;
    integer j;

    elastic_tap #(.W(8), .DEPTH(2)) u_tap0 (.clk(clk), .d(lanes_in[7:0]),   .sel(dsel0[0]), .q(dly[7:0]));
    elastic_tap #(.W(8), .DEPTH(2)) u_tap1 (.clk(clk), .d(lanes_in[15:8]),  .sel(dsel1[0]), .q(dly[15:8]));
    elastic_tap #(.W(8), .DEPTH(4)) u_tap2 (.clk(clk), .d(lanes_in[23:16]), .sel(dsel2),    .q(dly[23:16]));
    elastic_tap #(.W(8), .DEPTH(4)) u_tap3 (.clk(clk), .d(lanes_in[31:24]), .sel(dsel3),    .q(dly[31:24]));

    // latest marker arrival among the four lanes
    wire [2:0] late01 = (arr[0] > arr[1]) ? arr[0] : arr[1];
    wire [2:0] late23 = (arr[2] > arr[3]) ? arr[2] : arr[3];
    wire [2:0] latest = (late01 > late23) ? late01 : late23;

    always @(posedge clk) begin
        if (rst) begin
            got <= 4'd0; tcount <= 3'd0; aligned <= 1'b0;
            dsel0 <= 2'd0; dsel1 <= 2'd0; dsel2 <= 2'd0; dsel3 <= 2'd0;
            for (j = 0; j < 4; j = j + 1) arr[j] <= 3'd0;
        end else if (train) begin
            tcount <= tcount + 3'd1;
            for (j = 0; j < 4; j = j + 1)
                if (!got[j] && lanes_in[8*j +: 8] == MARK) begin
                    got[j] <= 1'b1;
                    arr[j] <= tcount;
                end
            aligned <= 1'b0;
        end else if (got == 4'hF && !aligned) begin
            dsel0 <= latest - arr[0];
            dsel1 <= latest - arr[1];
            dsel2 <= latest - arr[2];
            dsel3 <= latest - arr[3];
            aligned <= 1'b1;
        end
    end

    always @(posedge clk)
        lanes_out <= dly;
endmodule
