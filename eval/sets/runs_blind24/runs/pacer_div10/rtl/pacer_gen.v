// Token-bucket pacer: a parameterized tick divider refills a small bucket, and each granted request spends one token.
module tickdiv #(
    parameter DIV = 100
) (
    input  wire clk,
    input  wire rst_n,
    input  wire en,
    output reg  tick
);
    localparam CW = $clog2(DIV);
    reg [CW-1:0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt  <= {CW{1'b0}};
            tick <= 1'b0;
        end else if (en) begin
            if (cnt == DIV - 1) begin
                cnt  <= {CW{1'b0}};
                tick <= 1'b1;
            end else begin
                cnt  <= cnt + 1'b1;
                tick <= 1'b0;
            end
        end else begin
            tick <= 1'b0;
        end
    end
endmodule

module pacer_gen #(
    parameter DIV   = 10,
    parameter DEPTH = 7
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       enable,
    input  wire       req,
    output wire       grant,
    output wire [2:0] tokens,
    output reg        overflow_drop
);
    wire tick;
    reg [2:0] bucket;

    tickdiv #(.DIV(DIV)) u_tick (.clk(clk), .rst_n(rst_n), .en(enable), .tick(tick));

    assign grant  = req && (bucket != 3'd0);
    assign tokens = bucket;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            bucket        <= 3'd0;
            overflow_drop <= 1'b0;
        end else begin
            overflow_drop <= tick && !grant && (bucket == DEPTH);
            case ({tick, grant})
                2'b10: if (bucket != DEPTH) bucket <= bucket + 3'd1;
                2'b01: bucket <= bucket - 3'd1;
                default: bucket <= bucket;
            endcase
        end
    end
endmodule
