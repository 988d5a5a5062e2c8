// evt_fifo -- 4-entry x 16-bit FIFO intended for evt_logger (note the module name).
module evt_fifo (
    input             clk,
    input             rst,
    input             push,
    input      [15:0] din,
    input             pop,
    output     [15:0] dout,
    output            full,
    output            empty
);
    reg [15:0] m [0:3];
    reg [1:0]  wp, rp;
    reg [2:0]  n;
    assign full  = (n == 3'd4);
    assign empty = (n == 3'd0);
    assign dout  = m[rp];
    always @(posedge clk) begin
        if (rst) begin
            wp <= 2'd0; rp <= 2'd0; n <= 3'd0;
        end else begin
            if (push && !full) begin m[wp] <= din; wp <= wp + 2'd1; end
            if (pop && !empty) rp <= rp + 2'd1;
            n <= n + (push && !full) - (pop && !empty);
        end
    end
endmodule
