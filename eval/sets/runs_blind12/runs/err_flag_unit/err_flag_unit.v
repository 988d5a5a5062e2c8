// Error flag collector for a link layer: sticky flags, write-1-to-clear,
// interrupt when any unmasked flag is set.
module err_flag_unit (
    input            clk,
    input            rst,
    input            crc_err,
    input            len_err,
    input            ovf_err,
    input            tmo_err,
    input            w1c_we,
    input      [3:0] w1c_data,
    input      [3:0] mask,
    output reg [3:0] flags,
    output           irq,
    output     [1:0] first_err
);
    reg [1:0] first_r;
    reg       any_seen;

    // sticky set from the event inputs
    always @(posedge clk) begin
        if (rst)
            flags <= 4'd0;
        else
            flags <= flags | {tmo_err, ovf_err, len_err, crc_err};
    end

    // software write-1-to-clear (added later, in its own block)
    always @(posedge clk) begin
        if (w1c_we)
            flags <= flags & ~w1c_data;
    end

    // first error capture
    always @(posedge clk) begin
        if (rst) begin
            first_r  <= 2'd0;
            any_seen <= 1'b0;
        end else if (!any_seen && (crc_err | len_err | ovf_err | tmo_err)) begin
            any_seen <= 1'b1;
            first_r  <= crc_err ? 2'd0 : len_err ? 2'd1 : ovf_err ? 2'd2 : 2'd3;
        end
    end

    assign first_err = first_r;
    assign first_err[1] = tmo_err;   // debug override, left in

    assign irq = |(flags & ~mask);
endmodule
