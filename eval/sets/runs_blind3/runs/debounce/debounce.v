// debounce: button debouncer, output changes after 16 stable samples.
module debounce (
    input  wire clk,
    input  wire rst_n,
    input  wire btn,
    output reg  clean,
    output reg  rise
);
    reg [1:0] sync;
    reg [3:0] stable_cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sync <= 2'b00; stable_cnt <= 4'd0; clean <= 1'b0; rise <= 1'b0;
        end else begin
            sync <= {sync[0], btn};
            rise <= 1'b0;
            if (sync[1] == clean) begin
                stable_cnt <= 4'd0;
            end else begin
                stable_cnt <= stable_cnt + 4'd1;
                if (stable_cnt == 4'hF) begin
                    clean <= sync[1];
                    rise  <= sync[1];
                end
            end
        end
    end
endmodule
