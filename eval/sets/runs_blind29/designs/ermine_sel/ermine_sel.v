// ermine_sel: priority channel selector - incomplete case/if in a combinational block (unintended latches)
module ermine_sel (
    input  wire [3:0] req,
    input  wire [1:0] mode,
    input  wire [7:0] ch0, ch1, ch2, ch3,
    output reg  [7:0] data_out,
    output reg  [1:0] grant_id,
    output reg        valid
);
    always @(*) begin
        valid = |req;
        if (req[0])      grant_id = 2'd0;
        else if (req[1]) grant_id = 2'd1;
        else if (req[2]) grant_id = 2'd2;
        else if (req[3]) grant_id = 2'd3;
        // no final else: grant_id keeps its old value when req == 0

        case (mode)
            2'b00: data_out = ch0;
            2'b01: data_out = ch1;
            2'b10: data_out = (grant_id == 2'd2) ? ch2 : ch3;
            // 2'b11 missing: data_out holds
        endcase
    end
endmodule
