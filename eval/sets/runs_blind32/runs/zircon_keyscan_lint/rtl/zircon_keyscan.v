// zircon_keyscan: 4x4 keypad column scanner with row sampling and key-code output
module zircon_keyscan (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] rows,
    output reg  [3:0] cols,
    output reg  [3:0] code,
    output reg        pressed
);
    reg [1:0] col_idx;
    reg [7:0] settle;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            col_idx <= 2'd0;
            settle  <= 8'd0;
            cols    <= 4'b1110;
            pressed <= 1'b0;
        end else begin
            settle <= settle + 8'd1;
            if (settle == 8'hff) begin
                if (rows != 4'b1111) begin
                    pressed <= 1'b1;
                    code    <= {col_idx, rows[0] ? (rows[1] ? (rows[2] ? 2'd3 : 2'd2) : 2'd1) : 2'd0}
                end else begin
                    pressed <= 1'b0;
                    col_idx <= col_idx + 2'd1;
                    cols    <= {cols[2:0], cols[3]};
                end
            end
        end
    end
endmodule
