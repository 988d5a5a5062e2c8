// Run-length tracker for CAN bit stuffing: flags when five equal bits have been seen
module stuff_count5 (
    input      clk,
    input      rst,
    input      clr,
    input      bit_en,
    input      bit_in,
    output     stuff_req
);
    reg [2:0] run_len;
    reg       last_bit;

    always @(posedge clk) begin
        if (rst || clr) begin
            run_len  <= 3'd0;
            last_bit <= 1'b1;
        end else if (bit_en) begin
            if (bit_in == last_bit && run_len != 3'd0)
                run_len <= run_len + 3'd1;
            else
                run_len <= 3'd1;
            last_bit <= bit_in;
        end
    end

    assign stuff_req = (run_len == 3'd5);
endmodule
