// evt_logger -- timestamps incoming event codes and pushes {timestamp, code} words into a
// small FIFO that a host drains. The FIFO is meant to come from a separate file
// (module evt_fifo4); this file only carries the timestamp counter and the glue.
module evt_logger (
    input         clk,
    input         rst,
    input         evt_vld,
    input  [3:0]  evt_code,
    input         host_rd,
    output [15:0] host_data,
    output        host_empty,
    output        dropped
);
    reg  [11:0] tstamp;
    wire        fifo_full;

    always @(posedge clk) begin
        if (rst)
            tstamp <= 12'd0;
        else
            tstamp <= tstamp + 12'd1;
    end

    evt_fifo4 u_fifo (
        .clk   (clk),
        .rst   (rst),
        .push  (evt_vld & ~fifo_full),
        .din   ({tstamp, evt_code}),
        .pop   (host_rd),
        .dout  (host_data),
        .full  (fifo_full),
        .empty (host_empty)
    );

    assign dropped = evt_vld & fifo_full;
endmodule
