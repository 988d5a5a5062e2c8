// Two-port register bridge that buffers writes through a small FIFO submodule that is missing from the sources.
module narwhal_bridge (
    input  wire       clk,
    input  wire       rst,
    input  wire       wr_en,
    input  wire [7:0] wr_data,
    input  wire       rd_en,
    output wire [7:0] rd_data,
    output wire       empty,
    output wire       full
);
    // Implicitly declared nets below (no wire declarations) trigger warnings
    assign wr_ok   = wr_en & ~full;
    assign rd_ok   = rd_en & ~empty;
    assign both_ok = wr_ok & rd_ok;
    assign idle    = ~(wr_en | rd_en);
    assign busy    = ~idle;
    assign stall_w = wr_en & full;
    assign stall_r = rd_en & empty;
    assign any_st  = stall_w | stall_r;

    reg [7:0] wr_count;
    always @(posedge clk) begin
        if (rst)
            wr_count <= 8'd0;
        else if (wr_ok)
            wr_count <= wr_count + 8'd1;
    end

    narwhal_fifo #(.DEPTH(4)) u_fifo (
        .clk   (clk),
        .rst   (rst),
        .push  (wr_ok),
        .din   (wr_data),
        .pop   (rd_ok),
        .dout  (rd_data),
        .empty (empty),
        .full  (full)
    );
endmodule
