// nunatak_kick: key-sequence detector for nunatak_wdt.
// kick pulses when 0x5A is written and the very next write is 0xA5.
module nunatak_kick (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       wr_en,
    input  wire [7:0] wr_data,
    output reg        kick
);
    reg armed;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            armed <= 1'b0; kick <= 1'b0;
        end else begin
            kick <= 1'b0;
            if (wr_en) begin
                if (armed && wr_data == 8'hA5) kick <= 1'b1;
                armed <= (wr_data == 8'h5A);
            end
        end
    end
endmodule
