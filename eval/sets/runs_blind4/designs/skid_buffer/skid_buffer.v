// Two-entry skid buffer for a valid/ready stream, 8-bit payload.
module skid_buffer (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       in_valid,
    output wire       in_ready,
    input  wire [7:0] in_data,
    output wire       out_valid,
    input  wire       out_ready,
    output wire [7:0] out_data
);
    reg       main_v, skid_v;
    reg [7:0] main_d, skid_d;

    assign in_ready  = !skid_v;
    assign out_valid = main_v;
    assign out_data  = main_d;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            main_v <= 1'b0;
            skid_v <= 1'b0;
            main_d <= 8'h00;
            skid_d <= 8'h00;
        end else begin
            if (out_ready || !main_v) begin
                if (skid_v) begin
                    main_d <= skid_d;
                    main_v <= 1'b1;
                    skid_v <= 1'b0;
                end else begin
                    main_d <= in_data;
                    main_v <= in_valid;
                end
            end else if (in_valid && in_ready) begin
                skid_d <= in_data;
                skid_v <= 1'b1;
            end
        end
    end
endmodule
