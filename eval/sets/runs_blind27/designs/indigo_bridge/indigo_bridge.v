// Register bridge that instantiates a FIFO submodule which is not part of the file list (fails at elaboration).
module indigo_bridge (
    input  wire        clk,
    input  wire        rst,
    input  wire        wr,
    input  wire [15:0] wdata,
    input  wire        rd,
    output wire [15:0] rdata,
    output wire        empty,
    output wire        full
);
    wire [15:0] q;
    reg  [15:0] shadow;
    reg  [3:0]  unused_a;
    reg  [3:0]  unused_b;

    always @(posedge clk)
        if (wr) shadow <= wdata;

    indigo_fifo #(.DEPTH(8), .WIDTH(16)) u_fifo (
        .clk   (clk),
        .rst   (rst),
        .push  (wr),
        .din   (shadow),
        .pop   (rd),
        .dout  (q),
        .empty (empty),
        .full  (full)
    );

    assign rdata = q ^ {unused_a, unused_b, unused_a, unused_b};
endmodule
